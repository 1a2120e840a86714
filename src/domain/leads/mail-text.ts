import type { LeadKind, Locale } from "./types";

/** The acknowledgement mail a visitor receives, in the visitor's language. No visitor text is echoed. */
export const ackText: Record<
  Locale,
  Record<LeadKind, { subject: string; lead: string }> & { common: Record<string, string> }
> = {
  en: {
    contact: {
      subject: "We received your message ({ref})",
      lead: "Thank you for contacting us. We received your message and will get back to you within 24 hours.",
    },
    plan: {
      subject: "We received your learning plan ({ref})",
      lead: "Thank you for sending your learning plan. Our team will contact you within 24 hours with dates and options.",
    },
    newsletter: {
      subject: "You are subscribed to our newsletter",
      lead: "Thank you for confirming your subscription. You will receive news about new courses, schedules and offers, about once a month.",
    },
    seat: {
      subject: "We received your seat request ({ref})",
      lead: "Thank you for your seat request. Our team will call you within 24 hours to confirm your seat and the next steps.",
    },
    interest: {
      subject: "You are on the interest list ({ref})",
      lead: "Thank you for your interest. We will tell you as soon as a date is set for this course.",
    },
    "level-test": {
      subject: "Your English level test result ({ref})",
      lead: "Thank you for taking our English level test. Our team will call you within 24 hours to book your free placement interview.",
    },
    corporate: {
      subject: "We received your training request ({ref})",
      lead: "Thank you for your request. Our corporate team will contact you within one working day to discuss your team's training and send you a proposal.",
    },
    common: {
      greeting: "Hello,",
      reference: "Your reference: {ref}",
      courses: "The courses in your plan:",
      offering: "Course: {offering}",
      level: "Your level: {level}",
      notYou: "If you did not send this, you can ignore this e-mail.",
      unsubscribe: "You can unsubscribe at any time with this link:",
      confirmSubject: "Please confirm your subscription to the {brand} newsletter",
      confirmLead:
        "Someone, probably you, asked to receive the {brand} newsletter at this address. To confirm, open this link:",
      confirmExpiry: "The link works for {days}.",
      confirmIgnore:
        "If you did not ask for it, ignore this e-mail: you will not be subscribed, and we will not write to you again.",
      contact: "Questions? Call {phone} or write to {email}.",
      signature: "The {brand} team",
    },
  },
  ar: {
    contact: {
      subject: "استلمنا رسالتك ({ref})",
      lead: "شكرًا لتواصلك معنا. استلمنا رسالتك وسنرد عليك خلال 24 ساعة.",
    },
    plan: {
      subject: "استلمنا خطتك التدريبية ({ref})",
      lead: "شكرًا لإرسال خطتك التدريبية. سيتواصل معك فريقنا خلال 24 ساعة بالمواعيد والخيارات المتاحة.",
    },
    newsletter: {
      subject: "اكتمل اشتراكك في نشرتنا البريدية",
      lead: "شكرًا لتأكيد اشتراكك. ستصلك أخبار الدورات الجديدة والمواعيد والعروض، مرة في الشهر تقريبًا.",
    },
    seat: {
      subject: "استلمنا طلب حجز مقعدك ({ref})",
      lead: "شكرًا لطلبك حجز مقعد. سيتصل بك فريقنا خلال 24 ساعة لتأكيد مقعدك وإبلاغك بالخطوات التالية.",
    },
    interest: {
      subject: "أضفناك إلى قائمة المهتمين ({ref})",
      lead: "شكرًا لاهتمامك. سنبلغك فور تحديد موعد لهذه الدورة.",
    },
    "level-test": {
      subject: "نتيجتك في اختبار تحديد مستوى اللغة الإنجليزية ({ref})",
      lead: "شكرًا لإجرائك اختبار تحديد المستوى في اللغة الإنجليزية. سيتصل بك فريقنا خلال 24 ساعة لحجز موعد مقابلة تحديد المستوى المجانية.",
    },
    corporate: {
      subject: "استلمنا طلب التدريب الخاص بشركتك ({ref})",
      lead: "شكرًا لطلبك. سيتواصل معك فريق تدريب الشركات خلال يوم عمل واحد لمناقشة احتياجات فريقك التدريبية وإرسال عرض سعر مفصّل إليك.",
    },
    common: {
      greeting: "مرحبًا،",
      reference: "الرقم المرجعي: {ref}",
      courses: "الدورات في خطتك:",
      offering: "البرنامج: {offering}",
      level: "مستواك: ‎{level}‎",
      notYou: "إذا لم تكن أنت من أرسل هذا الطلب، فيمكنك تجاهل هذه الرسالة.",
      unsubscribe: "يمكنك إلغاء الاشتراك في أي وقت من هذا الرابط:",
      confirmSubject: "يرجى تأكيد اشتراكك في نشرة {brand} البريدية",
      confirmLead:
        "تلقّينا طلبًا لاشتراك هذا البريد الإلكتروني في نشرة {brand} البريدية. لتأكيد الاشتراك، افتح الرابط التالي:",
      confirmExpiry: "هذا الرابط صالح لمدة {days}.",
      confirmIgnore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن نضيف بريدك إلى القائمة، ولن نراسلك مرة أخرى.",
      contact: "لديك سؤال؟ اتصل بنا على ‎{phone}‎ أو راسلنا على {email}.",
      signature: "فريق {brand}",
    },
  },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}
