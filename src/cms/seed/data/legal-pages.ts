import type { L10n } from "@/content/schema";

/** The seed of one document of the `legal-pages` collection (src/cms/collections/legal-pages.ts). */
export interface LegalPageSeed {
  slug: "privacy" | "terms" | "cookies";
  title: L10n;
  intro: L10n;
  /** ISO date of the last change, shown as 'Last updated'. */
  updated: string;
  sections: { anchor: string; heading: L10n; paragraphs: L10n[]; bullets?: L10n[] }[];
  meta: { title: L10n; description: L10n };
}

/*
 * The legal pages as they read before the CMS: /privacy, /terms and /cookies.
 *
 * Phone numbers and e-mail addresses are deliberately absent: the page prints them from the business details,
 * so the texts refer to "our contact details below" or "the contact page".
 */

export const privacyPage: LegalPageSeed = {
  slug: "privacy",
  title: { en: "Privacy Policy", ar: "سياسة الخصوصية" },
  intro: {
    en: "We respect your privacy. This policy explains in plain language what personal data this website collects, why we need it, who receives it, how long we keep it and how you can use your rights under Egypt's Personal Data Protection Law (Law No. 151 of 2020).",
    ar: "نحترم خصوصيتك. توضّح هذه السياسة بلغة واضحة البيانات الشخصية التي يجمعها هذا الموقع، ولماذا نحتاج إليها، ومن يتلقاها، والمدة التي نحتفظ بها خلالها، وكيف تمارس حقوقك وفقًا لقانون حماية البيانات الشخصية رقم 151 لسنة 2020.",
  },
  updated: "2026-11-25",
  sections: [
    {
      anchor: "who-we-are",
      heading: { en: "Who is responsible for your data", ar: "الجهة المسؤولة عن بياناتك" },
      paragraphs: [
        {
          en: "This website belongs to our training centre at Villa 431 El Horreya Road, Roushdy, Alexandria, Egypt, which has offered IT, English and business training since 1996. We decide how the personal data collected through the site is used, and we are responsible for protecting it.",
          ar: "هذا الموقع مملوك لمركزنا التدريبي الكائن في فيلا 431 طريق الحرية، رشدي، الإسكندرية، مصر، والذي يقدّم تدريب تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال منذ عام 1996. نحن الجهة التي تحدد أوجه استخدام البيانات الشخصية التي تُجمع عبر الموقع، ونتحمل مسؤولية حمايتها.",
        },
        {
          en: "You can reach us about anything in this policy using our contact details below.",
          ar: "يمكنك التواصل معنا بشأن أي أمر يتعلق بهذه السياسة عبر بيانات التواصل الموضحة أدناه.",
        },
      ],
    },
    {
      anchor: "data-we-collect",
      heading: { en: "What we collect, and through which feature", ar: "البيانات التي نجمعها ومصدر كل منها" },
      paragraphs: [
        {
          en: "You can browse the site without giving us any personal data. We only receive what you choose to send us through the features below.",
          ar: "يمكنك تصفح الموقع دون أن تقدّم لنا أي بيانات شخصية، فنحن لا نتلقى إلا ما تختار إرساله إلينا من خلال الخدمات التالية.",
        },
        {
          en: "While you build your learning plan, it stays in your own browser and is not sent to us until you submit it (see our Cookie Policy).",
          ar: "أثناء إعداد خطة التعلّم تبقى الخطة محفوظة في متصفحك على جهازك، ولا تصل إلينا إلا عند إرسالها (راجع سياسة ملفات تعريف الارتباط).",
        },
      ],
      bullets: [
        {
          en: "Contact form: your first and last name, your e-mail address and your message, plus your phone number and training interest if you choose to add them.",
          ar: "نموذج التواصل: الاسم الأول واسم العائلة والبريد الإلكتروني ونص رسالتك، إضافة إلى رقم الهاتف ومجال التدريب الذي يهمك إن اخترت ذكرهما.",
        },
        {
          en: "Learning plan: when you submit your plan, your full name and e-mail address, your phone number and a message if you add them, and the list of courses you chose.",
          ar: "خطة التعلّم: عند إرسال خطتك نتلقى الاسم الكامل والبريد الإلكتروني، ورقم الهاتف والرسالة إن أضفتهما، وقائمة الدورات التي اخترتها.",
        },
        { en: "Newsletter: your e-mail address only.", ar: "النشرة البريدية: بريدك الإلكتروني فقط." },
        {
          en: "Learning Advisor chat: the questions you type. The chat does not ask for your name; please do not type personal data such as your phone number, national ID number or health details into it.",
          ar: "محادثة المستشار التعليمي: الأسئلة التي تكتبها. لا تطلب المحادثة اسمك، ونرجو ألا تكتب فيها أي بيانات شخصية مثل رقم هاتفك أو رقمك القومي أو معلومات عن حالتك الصحية.",
        },
        {
          en: "Technical data: our server briefly records your IP address to limit repeated requests and prevent abuse. Our server logs mask personal data.",
          ar: "البيانات التقنية: يسجّل الخادم عنوان IP الخاص بك لفترة قصيرة للحد من الطلبات المتكررة ومنع إساءة الاستخدام، مع إخفاء البيانات الشخصية في سجلات الخادم.",
        },
      ],
    },
    {
      anchor: "why-we-use-it",
      heading: { en: "Why we use your data", ar: "لماذا نستخدم بياناتك" },
      paragraphs: [
        {
          en: "We use your data only for the purpose you gave it for, based on the consent you give when you send a form, subscribe to the newsletter or ask the Learning Advisor a question. We will not use it for anything else without asking you first.",
          ar: "لا نستخدم بياناتك إلا للغرض الذي قدّمتها من أجله، استنادًا إلى موافقتك عند إرسال نموذج أو الاشتراك في النشرة البريدية أو طرح سؤال على المستشار التعليمي، ولن نستخدمها في أي غرض آخر دون أن نستأذنك أولًا.",
        },
      ],
      bullets: [
        {
          en: "To answer your enquiry and follow up about the training you asked about.",
          ar: "للرد على استفسارك ومتابعتك بشأن التدريب الذي سألت عنه.",
        },
        {
          en: "To prepare the learning plan you requested and contact you about the courses you chose.",
          ar: "لإعداد خطة التعلّم التي طلبتها والتواصل معك بخصوص الدورات التي اخترتها.",
        },
        { en: "To send you the newsletter you subscribed to.", ar: "لإرسال النشرة البريدية التي اشتركت فيها." },
        {
          en: "To answer your questions in the Learning Advisor chat.",
          ar: "للإجابة عن أسئلتك في محادثة المستشار التعليمي.",
        },
        {
          en: "To keep the site secure and protect it from spam and abuse.",
          ar: "للحفاظ على أمان الموقع وحمايته من الرسائل المزعجة وإساءة الاستخدام.",
        },
      ],
    },
    {
      anchor: "who-receives-it",
      heading: { en: "Where your data goes", ar: "إلى أين تذهب بياناتك" },
      paragraphs: [
        {
          en: "We never sell your personal data and we do not use it for advertising. It goes only where it is needed to run the features above:",
          ar: "لا نبيع بياناتك الشخصية مطلقًا، ولا نستخدمها في الإعلانات. ولا تنتقل إلا إلى الجهات اللازمة لتشغيل الخدمات السابقة:",
        },
        {
          en: "Some of these service providers may process data outside Egypt. We send each of them only what its task needs. We may also disclose data where Egyptian law or a competent authority requires it.",
          ar: "قد يعالج بعض مقدمي هذه الخدمات البيانات خارج مصر، ولا نرسل إلى أيٍّ منهم إلا ما تتطلبه مهمته. وقد نفصح عن البيانات أيضًا إذا اقتضى ذلك القانون المصري أو طلبته جهة مختصة.",
        },
      ],
      bullets: [
        {
          en: "Our own database: enquiries, submitted plans and newsletter subscriptions are stored in our database on our server.",
          ar: "قاعدة بياناتنا: تُحفظ الاستفسارات والخطط المرسلة والاشتراكات في النشرة البريدية في قاعدة بياناتنا على الخادم الخاص بنا.",
        },
        {
          en: "Our staff area: a copy of each enquiry, plan and subscription is kept in the site's staff area, where only our sales team and administrators follow it up. They record its status, notes on each contact with you, and which team member made each change and when.",
          ar: "منطقة فريق العمل: تُحفظ نسخة من كل استفسار وخطة واشتراك في منطقة فريق العمل بالموقع، ولا يطّلع عليها إلا فريق المبيعات والمسؤولون لمتابعتها، فيسجّلون حالتها وملاحظات كل تواصل معك، ومن أجرى كل تغيير من الفريق ومتى.",
        },
        {
          en: "E-mail delivery: the details you submit are e-mailed to our team through an e-mail delivery service (an SMTP mail provider or EmailJS, depending on our configuration), which also sends you an acknowledgement e-mail.",
          ar: "خدمة إرسال البريد الإلكتروني: تُرسل البيانات التي تقدّمها إلى فريقنا بالبريد الإلكتروني عبر خدمة لإرسال البريد (مزوّد بريد SMTP أو EmailJS، بحسب إعدادات الموقع)، ومن خلالها أيضًا نرسل إليك رسالة تأكيد باستلام طلبك.",
        },
        {
          en: "AI model provider: when our AI service is enabled, your chat questions are sent to an AI model provider (an OpenAI-compatible service) to generate the answer. When it is not enabled, your questions are answered on our own server.",
          ar: "مزوّد نماذج الذكاء الاصطناعي: عند تفعيل خدمة الذكاء الاصطناعي تُرسل أسئلتك في المحادثة إلى مزوّد نماذج ذكاء اصطناعي (خدمة متوافقة مع OpenAI) لتوليد الإجابة، وإذا لم تكن الخدمة مفعّلة تُعالَج أسئلتك على خادمنا مباشرة.",
        },
      ],
    },
    {
      anchor: "retention",
      heading: { en: "How long we keep your data", ar: "مدة الاحتفاظ ببياناتك" },
      paragraphs: [
        {
          en: "We keep personal data only as long as we need it for the purposes above, then delete it:",
          ar: "لا نحتفظ بالبيانات الشخصية إلا طوال المدة اللازمة للأغراض السابقة، ثم نحذفها:",
        },
      ],
      bullets: [
        {
          en: "Contact enquiries and learning plans: 24 months from the day we receive them. Then your name, contact details, message and our notes about it are removed from every place we keep them (our database, our staff area and the copies of the e-mails the site sent); only anonymous counts remain.",
          ar: "الاستفسارات وخطط التعلّم: 24 شهرًا من تاريخ استلامها، ثم يُحذف اسمك وبيانات التواصل معك ورسالتك وملاحظاتنا عنها من كل مكان نحتفظ بها فيه (قاعدة بياناتنا ومنطقة فريق العمل ونسخ الرسائل التي أرسلها الموقع)، ولا يبقى منها إلا أعداد لا تدل على أحد.",
        },
        {
          en: "Newsletter: your e-mail address is kept until you unsubscribe.",
          ar: "النشرة البريدية: نحتفظ ببريدك الإلكتروني إلى أن تلغي اشتراكك.",
        },
        {
          en: "Chat messages: the site does not store them once the answer is given. When the AI service is enabled, the AI provider may keep them for a limited period under its own policy.",
          ar: "رسائل المحادثة: لا يحتفظ بها الموقع بعد تقديم الإجابة، وعند تفعيل خدمة الذكاء الاصطناعي قد يحتفظ بها المزوّد لفترة محدودة وفقًا لسياسته الخاصة.",
        },
        {
          en: "IP addresses used for rate limiting: only for a short time.",
          ar: "عناوين IP المستخدمة للحد من الطلبات: لفترة قصيرة فقط.",
        },
        { en: "Server logs: 30 days.", ar: "سجلات الخادم: 30 يومًا." },
      ],
    },
    {
      anchor: "your-rights",
      heading: { en: "Your rights", ar: "حقوقك" },
      paragraphs: [
        {
          en: "Under Egypt's Personal Data Protection Law (Law No. 151 of 2020), you have the right to:",
          ar: "يكفل لك قانون حماية البيانات الشخصية رقم 151 لسنة 2020 الحقوق التالية:",
        },
        {
          en: "Withdrawing your consent does not affect what we did with your data before you withdrew it.",
          ar: "ولا يؤثر سحب موافقتك على ما تم من معالجة لبياناتك قبل سحبها.",
        },
      ],
      bullets: [
        {
          en: "Know what personal data we hold about you and how we use it.",
          ar: "العلم بالبيانات الشخصية التي نحتفظ بها عنك وبأوجه استخدامها.",
        },
        { en: "Access your data and receive a copy of it.", ar: "الاطلاع على بياناتك والحصول على نسخة منها." },
        { en: "Have inaccurate or incomplete data corrected.", ar: "تصحيح بياناتك إذا كانت غير دقيقة أو غير مكتملة." },
        { en: "Have your data deleted.", ar: "حذف بياناتك." },
        { en: "Object to the way we use your data.", ar: "الاعتراض على طريقة استخدامنا لبياناتك." },
        {
          en: "Withdraw your consent at any time, for example by unsubscribing from the newsletter.",
          ar: "سحب موافقتك في أي وقت، كأن تلغي اشتراكك في النشرة البريدية.",
        },
        {
          en: "Complain to Egypt's Personal Data Protection Centre if you believe your data has been mishandled.",
          ar: "تقديم شكوى إلى مركز حماية البيانات الشخصية إذا رأيت أن بياناتك عولجت على نحو مخالف.",
        },
      ],
    },
    {
      anchor: "contact-about-your-data",
      heading: { en: "How to use your rights", ar: "كيف تمارس حقوقك" },
      paragraphs: [
        {
          en: "To use any of these rights or to ask about this policy, e-mail or call us using our contact details below, or write to us through the contact page. We may ask you to confirm your identity before acting on a request, and we will answer within 30 days. A copy of your data, or its deletion, covers every place we keep it: our database, our staff area and the copies of the e-mails the site sent.",
          ar: "لممارسة أيٍّ من هذه الحقوق أو للاستفسار عن هذه السياسة، راسلنا بالبريد الإلكتروني أو اتصل بنا عبر بيانات التواصل الموضحة أدناه، أو اكتب إلينا من خلال صفحة «اتصل بنا». وقد نطلب منك تأكيد هويتك قبل تنفيذ طلبك، ونلتزم بالرد خلال 30 يومًا. وتشمل نسخة بياناتك أو حذفها كل مكان نحتفظ بها فيه: قاعدة بياناتنا ومنطقة فريق العمل ونسخ الرسائل التي أرسلها الموقع.",
        },
      ],
    },
    {
      anchor: "security",
      heading: { en: "How we protect your data", ar: "كيف نحمي بياناتك" },
      paragraphs: [
        {
          en: "The whole site uses HTTPS, so your data is encrypted on its way between your browser and our server. Only authorised members of our team can access the enquiries stored in our database, and only for the purposes described here.",
          ar: "يعمل الموقع بالكامل عبر بروتوكول HTTPS، فتنتقل بياناتك مشفّرة بين متصفحك وخادمنا. ولا يطّلع على الاستفسارات المحفوظة في قاعدة بياناتنا إلا أعضاء فريقنا المصرّح لهم بذلك، وللأغراض الموضحة في هذه السياسة فقط.",
        },
        {
          en: "No system is completely secure. If a security incident ever affects your data, we will act quickly and notify you and the authorities as the law requires.",
          ar: "لا يوجد نظام آمن تمامًا، وإذا تعرّضت بياناتك لأي حادث أمني فسنتصرف بسرعة ونخطرك ونخطر الجهات المختصة وفقًا لما يقتضيه القانون.",
        },
      ],
    },
    {
      anchor: "children",
      heading: { en: "Children and young learners", ar: "الأطفال والمتدربون دون 18 عامًا" },
      paragraphs: [
        {
          en: "This site is not directed at anyone under 18 without a parent or guardian. If you are under 18, please ask your parent or guardian to contact us on your behalf. If we learn that we hold a minor's data without a guardian's consent, we will delete it.",
          ar: "هذا الموقع غير موجّه لمن هم دون 18 عامًا دون مشاركة وليّ الأمر. فإذا كان عمرك أقل من 18 عامًا، فاطلب من وليّ أمرك التواصل معنا نيابةً عنك. وإذا علمنا أننا نحتفظ ببيانات قاصر دون موافقة وليّ أمره، فسنحذفها.",
        },
      ],
    },
    {
      anchor: "changes",
      heading: { en: "Changes to this policy", ar: "التعديلات على هذه السياسة" },
      paragraphs: [
        {
          en: "We may update this policy when the site or the law changes. The 'Last updated' date on this page shows when it last changed.",
          ar: "قد نحدّث هذه السياسة إذا تغيّر الموقع أو القانون، ويوضح تاريخ «آخر تحديث» في هذه الصفحة موعد آخر تعديل عليها.",
        },
      ],
    },
  ],
  meta: {
    title: { en: "Privacy Policy", ar: "سياسة الخصوصية" },
    description: {
      en: "What personal data this site collects, why, who receives it, how long we keep it, and your rights under Egypt's data protection law.",
      ar: "ما البيانات الشخصية التي يجمعها الموقع ولماذا، ومن يتلقاها، ومدة الاحتفاظ بها، وحقوقك وفقًا لقانون حماية البيانات الشخصية في مصر.",
    },
  },
};

export const termsPage: LegalPageSeed = {
  slug: "terms",
  title: { en: "Terms of Service", ar: "شروط الخدمة" },
  intro: {
    en: "These terms apply whenever you use this website. By using the site you accept them; if you do not agree, please do not use it. They do not replace the enrolment terms you agree to when you join a course.",
    ar: "تسري هذه الشروط عند استخدامك لهذا الموقع، ويُعد استخدامك له قبولًا بها؛ فإن لم توافق عليها فنرجو ألا تستخدم الموقع. ولا تحل هذه الشروط محل شروط الالتحاق التي توافق عليها عند التسجيل في أي دورة.",
  },
  updated: "2026-11-22",
  sections: [
    {
      anchor: "using-the-site",
      heading: { en: "Using the site", ar: "استخدام الموقع" },
      paragraphs: [
        {
          en: "You are welcome to use the site to learn about our training, build a learning plan, contact us and ask the Learning Advisor questions. Please use it lawfully and fairly. In particular, please do not:",
          ar: "يسعدنا أن تستخدم الموقع للتعرّف على برامجنا التدريبية وإعداد خطة التعلّم والتواصل معنا وطرح أسئلتك على المستشار التعليمي، على أن يكون ذلك بطريقة مشروعة ونزيهة. ونرجو بوجه خاص ألا تقوم بما يلي:",
        },
        {
          en: "We may limit or block access for anyone who misuses the site.",
          ar: "ويحق لنا تقييد وصول من يسيء استخدام الموقع أو منعه.",
        },
      ],
      bullets: [
        {
          en: "Send false information, or someone else's details without their permission.",
          ar: "إرسال معلومات غير صحيحة، أو بيانات شخص آخر دون إذنه.",
        },
        {
          en: "Send spam or automated requests, or try to get around our limits on repeated requests.",
          ar: "إرسال رسائل مزعجة أو طلبات آلية، أو محاولة الالتفاف على القيود المفروضة على الطلبات المتكررة.",
        },
        {
          en: "Try to disrupt or overload the site, or gain unauthorised access to it or its server.",
          ar: "محاولة تعطيل الموقع أو إثقاله، أو الوصول غير المصرّح به إليه أو إلى خادمه.",
        },
        {
          en: "Use the Learning Advisor for purposes unrelated to training or to produce harmful content.",
          ar: "استخدام المستشار التعليمي في أغراض لا تتعلق بالتدريب أو لإنتاج محتوى ضار.",
        },
      ],
    },
    {
      anchor: "site-information",
      heading: { en: "Information on the site", ar: "المعلومات المنشورة على الموقع" },
      paragraphs: [
        {
          en: "We work to keep our course information accurate and up to date, but course content, training hours and schedules can change. Course outlines, descriptions and learning-path stages are a guide; the programme you join is the one confirmed at enrolment.",
          ar: "نحرص على أن تكون معلومات الدورات دقيقة ومحدّثة، لكن محتوى الدورات والساعات التدريبية والمواعيد قابلة للتغيير. ويُعد المحتوى التفصيلي للدورات وأوصافها ومراحل المسارات التعليمية إرشاديًا، أما البرنامج الذي تلتحق به فهو ما يُؤكَّد لك عند التسجيل.",
        },
        {
          en: "Prices and start dates are confirmed by our team when you contact us, not by the site.",
          ar: "ويؤكد فريقنا الأسعار ومواعيد البدء عند تواصلك معنا، ولا يُعتد بالموقع في تحديدها.",
        },
      ],
    },
    {
      anchor: "enquiries-and-plans",
      heading: { en: "Enquiries and learning plans", ar: "الاستفسارات وخطط التعلّم" },
      paragraphs: [
        {
          en: "When you send the contact form or submit a learning plan, you are asking us to get in touch with you; you are not booking a place or making a purchase. No contract exists between us until our team confirms your enrolment in writing.",
          ar: "عندما ترسل نموذج التواصل أو خطة التعلّم فأنت تطلب منا التواصل معك، ولا يُعد ذلك حجزًا لمقعد أو شراءً لدورة. ولا ينشأ أي تعاقد بيننا إلا بعد أن يؤكد فريقنا التحاقك كتابةً.",
        },
        {
          en: "Please give accurate contact details so that we can reach you. Our Privacy Policy explains how we handle them.",
          ar: "نرجو أن تقدّم بيانات تواصل صحيحة حتى نتمكن من الوصول إليك، وتوضح سياسة الخصوصية كيفية تعاملنا معها.",
        },
      ],
    },
    {
      anchor: "learning-advisor",
      heading: { en: "The Learning Advisor", ar: "المستشار التعليمي" },
      paragraphs: [
        {
          en: "The Learning Advisor offers general guidance on our courses and learning paths. Its answers are generated automatically and can be incomplete or wrong. They are not professional, career or legal advice, and they are not an offer or a commitment from us.",
          ar: "يقدّم المستشار التعليمي إرشادات عامة حول دوراتنا ومساراتنا التعليمية. وتُولَّد إجاباته آليًا، لذا قد تكون ناقصة أو غير صحيحة، ولا تُعد استشارة مهنية أو وظيفية أو قانونية، ولا تمثل عرضًا أو التزامًا من جانبنا.",
        },
        {
          en: "Please confirm anything important, especially prices, dates and certificates, with our team, and do not type personal data into the chat.",
          ar: "لذا نرجو التأكد من أي معلومة مهمة مع فريقنا، لا سيما الأسعار والمواعيد والشهادات، وعدم كتابة أي بيانات شخصية في المحادثة.",
        },
      ],
    },
    {
      anchor: "guaranteed-training",
      heading: { en: "Our guaranteed-training promise", ar: "التدريب المضمون" },
      paragraphs: [
        {
          en: "If you need more practice after completing a course, you can attend it again free of charge for up to 6 months, subject to your enrolment terms. Those terms set out the conditions and take precedence over any summary on this site.",
          ar: "إذا احتجت إلى مزيد من التدريب بعد إتمام الدورة، يمكنك إعادة حضورها مجانًا خلال 6 أشهر وفقًا لشروط الالتحاق. وتحدد هذه الشروط ضوابط الاستفادة من هذا الضمان، وتكون لها الأولوية على أي ملخص منشور على الموقع.",
        },
      ],
    },
    {
      anchor: "intellectual-property",
      heading: { en: "Intellectual property", ar: "الملكية الفكرية" },
      paragraphs: [
        {
          en: "The content of this site, including its text, design, graphics, logos and videos, belongs to us or to those who have licensed it to us. You may view it and share links to it for personal, non-commercial use.",
          ar: "محتوى هذا الموقع، بما فيه من نصوص وتصميم ورسومات وشعارات ومقاطع فيديو، مملوك لنا أو لمن رخّصوا لنا باستخدامه. ويمكنك الاطلاع عليه ومشاركة روابطه للاستخدام الشخصي غير التجاري.",
        },
        {
          en: "Course materials provided during training are for the enrolled trainee's own learning. They may not be copied, recorded, resold or shared without our written permission.",
          ar: "أما المواد التدريبية التي نقدّمها خلال الدورات فهي مخصصة لتعلّم المتدرب الملتحق بها وحده، ولا يجوز نسخها أو تسجيلها أو إعادة بيعها أو مشاركتها دون إذن كتابي منا.",
        },
        {
          en: "Product, vendor and exam names such as Microsoft, IELTS or PMP belong to their owners and are used here only to describe our courses.",
          ar: "وتعود أسماء المنتجات والشركات والاختبارات، مثل Microsoft وIELTS وPMP، إلى أصحابها، ونستخدمها هنا لوصف دوراتنا فقط.",
        },
      ],
    },
    {
      anchor: "external-links",
      heading: { en: "External links, videos and maps", ar: "الروابط الخارجية ومقاطع الفيديو والخرائط" },
      paragraphs: [
        {
          en: "The site links to other websites, such as our social media pages, the online placement test and exam booking. It also embeds YouTube videos and Google Maps, which load only when you click them.",
          ar: "يتضمن الموقع روابط لمواقع أخرى، مثل صفحاتنا على وسائل التواصل الاجتماعي واختبار تحديد المستوى عبر الإنترنت وحجز الاختبارات، كما يعرض مقاطع فيديو من YouTube وخرائط من Google Maps لا تُحمَّل إلا عند النقر عليها.",
        },
        {
          en: "These services are run by others under their own terms and privacy policies. We are not responsible for their content or availability.",
          ar: "وتديرها جهات أخرى وفقًا لشروطها وسياسات الخصوصية الخاصة بها، ولا نتحمل مسؤولية محتواها أو مدى توفرها.",
        },
      ],
    },
    {
      anchor: "liability",
      heading: { en: "Limits of our liability", ar: "حدود مسؤوليتنا" },
      paragraphs: [
        {
          en: "We provide the site as it is and cannot guarantee that it will always be available or free of errors. To the extent permitted by Egyptian law, we are not liable for loss or damage arising from use of the site, from reliance on its information or on the Learning Advisor's answers, or from the site being temporarily unavailable.",
          ar: "نقدّم الموقع بحالته الراهنة، ولا نضمن أن يكون متاحًا دائمًا أو خاليًا من الأخطاء. وفي الحدود التي يسمح بها القانون المصري، لا نتحمل المسؤولية عن أي خسارة أو ضرر ينشأ عن استخدام الموقع، أو عن الاعتماد على معلوماته أو على إجابات المستشار التعليمي، أو عن توقفه مؤقتًا.",
        },
        {
          en: "Nothing in these terms limits any rights you have under Egyptian law that cannot be excluded by agreement.",
          ar: "ولا يحدّ أي بند في هذه الشروط من الحقوق التي يكفلها لك القانون المصري ولا يجوز الاتفاق على استبعادها.",
        },
      ],
    },
    {
      anchor: "governing-law",
      heading: { en: "Governing law", ar: "القانون الواجب التطبيق" },
      paragraphs: [
        {
          en: "These terms are governed by the laws of the Arab Republic of Egypt. We will always try to resolve any disagreement amicably first; any dispute that cannot be resolved falls under the jurisdiction of the courts of Alexandria.",
          ar: "تخضع هذه الشروط لقوانين جمهورية مصر العربية. وسنسعى دائمًا إلى تسوية أي خلاف وديًا في المقام الأول، فإن تعذّر ذلك تختص محاكم الإسكندرية بنظر النزاع.",
        },
      ],
    },
    {
      anchor: "changes",
      heading: { en: "Changes to these terms", ar: "التعديلات على هذه الشروط" },
      paragraphs: [
        {
          en: "We may update these terms from time to time. The 'Last updated' date on this page shows the current version, and continuing to use the site after a change means you accept the updated terms.",
          ar: "قد نحدّث هذه الشروط من وقت لآخر، ويوضح تاريخ «آخر تحديث» في هذه الصفحة النسخة السارية، ويُعد استمرارك في استخدام الموقع بعد التعديل قبولًا للشروط المحدّثة.",
        },
      ],
    },
    {
      anchor: "contact",
      heading: { en: "Contact us", ar: "تواصل معنا" },
      paragraphs: [
        {
          en: "If you have a question about these terms, contact us using our contact details below or through the contact page.",
          ar: "إذا كان لديك أي استفسار حول هذه الشروط، فتواصل معنا عبر بيانات التواصل الموضحة أدناه أو من خلال صفحة «اتصل بنا».",
        },
      ],
    },
  ],
  meta: {
    title: { en: "Terms of Service", ar: "شروط الخدمة" },
    description: {
      en: "The terms for using our website, sending enquiries and learning plans, the Learning Advisor and our guaranteed-training promise.",
      ar: "شروط استخدام موقعنا وإرسال الاستفسارات وخطط التعلّم، والاستعانة بالمستشار التعليمي، وضمان التدريب لدينا.",
    },
  },
};

export const cookiesPage: LegalPageSeed = {
  slug: "cookies",
  title: { en: "Cookie Policy", ar: "سياسة ملفات تعريف الارتباط" },
  intro: {
    en: "Cookies are small files that websites store in your browser. This site keeps what it stores in your browser to a minimum. This page explains what it stores, why, and how you can remove it.",
    ar: "ملفات تعريف الارتباط (Cookies) ملفات صغيرة تحفظها المواقع في متصفحك. ويقتصر هذا الموقع على الحد الأدنى مما يحفظه في متصفحك، وتوضح هذه الصفحة ما يحفظه ولماذا، وكيف يمكنك حذفه.",
  },
  updated: "2026-11-22",
  sections: [
    {
      anchor: "no-tracking",
      heading: { en: "No tracking cookies", ar: "لا ملفات تعريف ارتباط للتتبع" },
      paragraphs: [
        {
          en: "This site sets no tracking, advertising or analytics cookies. We do not follow you across other websites or build a profile of you.",
          ar: "لا يضع هذا الموقع أي ملفات تعريف ارتباط للتتبع أو الإعلانات أو التحليلات، ولا نتتبع تنقلك بين المواقع الأخرى ولا ننشئ ملفًا تعريفيًا عنك.",
        },
        {
          en: "Your language is chosen by the web address, not by a cookie: English pages have no prefix, and Arabic pages start with /ar.",
          ar: "ويتحدد اختيار اللغة من خلال عنوان الصفحة لا من خلال ملف تعريف ارتباط؛ فالصفحات الإنجليزية بلا بادئة، والصفحات العربية تبدأ بـ /ar.",
        },
      ],
    },
    {
      anchor: "learning-plan",
      heading: { en: "Your learning plan in local storage", ar: "خطة التعلّم في التخزين المحلي لمتصفحك" },
      paragraphs: [
        {
          en: "When you add courses to your plan, the site saves the plan in your browser's local storage under the key learning_plan. It stays on your own device until you clear it, for example with the Clear button in your plan or by clearing your browser data.",
          ar: "عندما تضيف دورات إلى خطتك، يحفظها الموقع في التخزين المحلي لمتصفحك (local storage) تحت المفتاح learning_plan. وتبقى على جهازك أنت إلى أن تمسحها، سواء بزر «مسح الكل» في خطتك أو بمسح بيانات المتصفح.",
        },
        {
          en: "The plan is not sent to us while you build it; it is sent only when you submit it. Clearing it from your browser does not delete a plan you have already submitted: to ask us to delete that, see our Privacy Policy.",
          ar: "ولا تُرسل الخطة إلينا أثناء إعدادها، بل عند إرسالها فقط. ولا يؤدي مسحها من متصفحك إلى حذف خطة سبق أن أرسلتها؛ ولطلب حذفها راجع سياسة الخصوصية.",
        },
      ],
    },
    {
      anchor: "chat-session",
      heading: { en: "Your Learning Advisor conversation", ar: "محادثتك مع المستشار التعليمي" },
      paragraphs: [
        {
          en: "While you use the Learning Advisor, the site may keep your open conversation in your browser's session storage, so it is not lost while you browse. This short-lived item is removed automatically when you close the browser tab.",
          ar: "أثناء استخدامك للمستشار التعليمي، قد يحتفظ الموقع بالمحادثة الجارية في تخزين الجلسة بمتصفحك (session storage) حتى لا تضيع أثناء تصفحك. ويُحذف هذا العنصر المؤقت تلقائيًا عند إغلاق علامة التبويب.",
        },
      ],
    },
    {
      anchor: "embedded-content",
      heading: { en: "Embedded videos and maps", ar: "مقاطع الفيديو والخرائط المضمَّنة" },
      paragraphs: [
        {
          en: "Our YouTube videos are embedded in privacy-enhanced mode (youtube-nocookie.com), and our location map comes from Google Maps. Neither loads until you click it.",
          ar: "نعرض مقاطع الفيديو من YouTube بوضع الخصوصية المحسّن (youtube-nocookie.com)، ونعرض موقعنا على خريطة من Google Maps، ولا يُحمَّل أيٌّ منهما إلا بعد النقر عليه.",
        },
        {
          en: "Once you click, YouTube or Google may set their own cookies and collect data under their own privacy and cookie policies, which we do not control.",
          ar: "وبعد النقر قد تضع YouTube أو Google ملفات تعريف ارتباط خاصة بها وتجمع بيانات وفقًا لسياسات الخصوصية وملفات تعريف الارتباط الخاصة بها، والتي لا نتحكم فيها.",
        },
      ],
    },
    {
      anchor: "managing",
      heading: {
        en: "How to clear stored data and block cookies",
        ar: "كيف تمسح البيانات المحفوظة وتحظر ملفات تعريف الارتباط",
      },
      paragraphs: [
        {
          en: "You decide what your browser keeps. In most browsers you can do the following from the privacy or site settings:",
          ar: "أنت من يقرر ما يحتفظ به متصفحك. ويمكنك في معظم المتصفحات القيام بما يلي من إعدادات الخصوصية أو إعدادات المواقع:",
        },
        {
          en: "Your browser's help pages explain each step for your browser and device.",
          ar: "وتشرح صفحات المساعدة الخاصة بمتصفحك هذه الخطوات بالتفصيل بحسب متصفحك وجهازك.",
        },
      ],
      bullets: [
        {
          en: "Clear your learning plan: use the Clear button in your plan, or delete the stored site data for this website.",
          ar: "مسح خطة التعلّم: استخدم زر «مسح الكل» في خطتك، أو احذف البيانات المحفوظة لهذا الموقع.",
        },
        {
          en: "Clear everything: delete 'Cookies and site data' in your browser's privacy settings; this also removes local storage.",
          ar: "مسح كل شيء: احذف «ملفات تعريف الارتباط وبيانات المواقع» من إعدادات الخصوصية في متصفحك، وسيؤدي ذلك أيضًا إلى مسح التخزين المحلي.",
        },
        {
          en: "Block cookies: block third-party cookies, or all cookies, in your browser's settings. The site works without cookies, but if you also block site data, your plan cannot be kept between visits.",
          ar: "حظر ملفات تعريف الارتباط: احظر ملفات تعريف الارتباط الخاصة بالجهات الخارجية أو جميعها من إعدادات متصفحك. يعمل الموقع دون ملفات تعريف الارتباط، لكن إذا حظرت بيانات المواقع أيضًا فلن تُحفظ خطتك بين زياراتك.",
        },
        {
          en: "Browse privately: in a private or incognito window, anything stored is removed when you close the window.",
          ar: "التصفح الخاص: في نافذة التصفح الخاص أو المتخفي، يُحذف كل ما يُحفظ بمجرد إغلاق النافذة.",
        },
      ],
    },
    {
      anchor: "questions",
      heading: { en: "Changes and questions", ar: "التعديلات والاستفسارات" },
      paragraphs: [
        {
          en: "If we ever add cookies that need your consent, we will update this policy and ask for your consent first. For any question, use our contact details below or the contact page.",
          ar: "إذا أضفنا مستقبلًا ملفات تعريف ارتباط تتطلب موافقتك، فسنحدّث هذه السياسة ونطلب موافقتك أولًا. ولأي استفسار، تواصل معنا عبر البيانات الموضحة أدناه أو من خلال صفحة «اتصل بنا».",
        },
      ],
    },
  ],
  meta: {
    title: { en: "Cookie Policy", ar: "سياسة ملفات تعريف الارتباط" },
    description: {
      en: "We set no tracking, advertising or analytics cookies. See what this site keeps in your browser and how to clear it.",
      ar: "لا نستخدم ملفات تعريف ارتباط للتتبع أو الإعلانات أو التحليلات. تعرّف على ما يحفظه الموقع في متصفحك وكيف تمسحه.",
    },
  },
};

export const legalPages = [privacyPage, termsPage, cookiesPage];
