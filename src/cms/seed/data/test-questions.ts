/**
 * The English level test's question bank as first seeded (collection `test-questions`): eight questions per CEFR
 * band from A1 to C1, in English, each with one right option and an explanation in both languages.
 */
export interface SeedTestQuestion {
  /** Stable key, e.g. "a1-grammar-1". */
  key: string;
  level: "A1" | "A2" | "B1" | "B2" | "C1";
  skill: "grammar" | "vocabulary" | "reading";
  /** Reading questions only: a short English text (40-90 words) the question is about. */
  passage?: string;
  /** The question in English; a gap is written as "___" (three underscores). */
  question: string;
  /** Exactly four options, in English, short, no letters or numbering. */
  options: [string, string, string, string];
  /** The 0-based index of the one right option. */
  answer: 0 | 1 | 2 | 3;
  /** Why the right option is right, one or two sentences, in English and in Arabic. */
  explanation: { en: string; ar: string };
}

export const testQuestions: SeedTestQuestion[] = [
  // A1
  {
    key: "a1-grammar-1",
    level: "A1",
    skill: "grammar",
    question: "My sister ___ a teacher.",
    options: ["are", "is", "am", "be"],
    answer: 1,
    explanation: {
      en: "With he, she or it (here 'my sister') we use 'is'.",
      ar: "مع he وshe وit، ومثلها هنا my sister، نستخدم is من الفعل be.",
    },
  },
  {
    key: "a1-grammar-2",
    level: "A1",
    skill: "grammar",
    question: "Karim ___ to work by bus every day.",
    options: ["go", "going", "is go", "goes"],
    answer: 3,
    explanation: {
      en: "In the present simple, we add -s or -es to the verb after he, she or it: Karim goes.",
      ar: "في المضارع البسيط نضيف s أو es إلى الفعل مع he وshe وit، فنقول Karim goes.",
    },
  },
  {
    key: "a1-grammar-3",
    level: "A1",
    skill: "grammar",
    question: "___ you like tea?",
    options: ["Do", "Does", "Are", "Is"],
    answer: 0,
    explanation: {
      en: "A present simple question with 'you' starts with 'Do': Do you like tea?",
      ar: "يبدأ السؤال في المضارع البسيط مع you بـ Do، فنقول Do you like tea?",
    },
  },
  {
    key: "a1-vocabulary-1",
    level: "A1",
    skill: "vocabulary",
    question: "Friday is the day after ___.",
    options: ["Monday", "Sunday", "Thursday", "Saturday"],
    answer: 2,
    explanation: {
      en: "The days go Thursday, Friday, Saturday, so Friday is the day after Thursday.",
      ar: "ترتيب الأيام Thursday ثم Friday ثم Saturday، فيكون Friday هو اليوم التالي لـ Thursday مباشرة.",
    },
  },
  {
    key: "a1-vocabulary-2",
    level: "A1",
    skill: "vocabulary",
    question: "Ten and five is ___.",
    options: ["fifteen", "fifty", "five", "eleven"],
    answer: 0,
    explanation: {
      en: "10 + 5 = 15, and 15 is 'fifteen'. 'Fifty' is 50.",
      ar: "10 + 5 = 15، والرقم 15 بالإنجليزية fifteen، أما fifty فهو 50.",
    },
  },
  {
    key: "a1-vocabulary-3",
    level: "A1",
    skill: "vocabulary",
    question: "You open a locked door with a ___.",
    options: ["spoon", "pen", "cup", "key"],
    answer: 3,
    explanation: {
      en: "A key is what we use to open a locked door.",
      ar: "نستخدم key (المفتاح) لفتح الباب المقفل.",
    },
  },
  {
    key: "a1-reading-1",
    level: "A1",
    skill: "reading",
    passage:
      "Hi, I'm Yasmin. I am 25 years old and I live in Alexandria with my parents and my brother, Omar. I work in a bank near my home. I start work at 9 o'clock and finish at 4 o'clock. I don't work on Fridays. On Fridays I visit my grandmother and we have lunch together. In the evening I like to read books.",
    question: "Where does Yasmin work?",
    options: ["In a school", "In a bank", "In a hospital", "At home"],
    answer: 1,
    explanation: {
      en: "The text says: 'I work in a bank near my home.'",
      ar: "يقول النص: I work in a bank near my home، أي أنها تعمل في بنك.",
    },
  },
  {
    key: "a1-reading-2",
    level: "A1",
    skill: "reading",
    passage:
      "CITY LIBRARY: OPENING HOURS. Sunday to Thursday: 10 a.m. to 6 p.m. Saturday: 10 a.m. to 2 p.m. Friday: closed. You can borrow three books for two weeks. Children under 10 must come with an adult. Please do not eat or drink in the reading rooms. Thank you!",
    question: "On which day is the library closed all day?",
    options: ["On Saturday", "On Sunday", "On Friday", "On Thursday"],
    answer: 2,
    explanation: {
      en: "The notice says 'Friday: closed'. On Saturday the library is open from 10 a.m. to 2 p.m.",
      ar: "يذكر الإعلان Friday: closed، أي أن المكتبة مغلقة طوال يوم الجمعة، أما يوم السبت فتفتح من 10 صباحًا حتى 2 ظهرًا.",
    },
  },

  // A2
  {
    key: "a2-grammar-1",
    level: "A2",
    skill: "grammar",
    question: "We ___ a great film at the cinema last night.",
    options: ["see", "have seen", "saw", "are seeing"],
    answer: 2,
    explanation: {
      en: "'Last night' is a finished time in the past, so we use the past simple: saw.",
      ar: "عبارة last night تدل على وقت انتهى في الماضي، لذلك نستخدم الماضي البسيط saw وليس have seen.",
    },
  },
  {
    key: "a2-grammar-2",
    level: "A2",
    skill: "grammar",
    question: "My new phone is ___ than my old one.",
    options: ["lighter", "more light", "lightest", "the lighter"],
    answer: 0,
    explanation: {
      en: "Short adjectives like 'light' make the comparative with -er, followed by 'than': lighter than.",
      ar: "الصفات القصيرة مثل light نكوّن منها صيغة المقارنة بإضافة er ثم than، فنقول lighter than.",
    },
  },
  {
    key: "a2-grammar-3",
    level: "A2",
    skill: "grammar",
    question: "Look at those black clouds! It ___ rain.",
    options: ["will to", "is raining", "rains", "is going to"],
    answer: 3,
    explanation: {
      en: "We use 'going to' for a prediction based on something we can see now, here the black clouds.",
      ar: "نستخدم going to للتنبؤ بشيء بناءً على دليل نراه الآن، وهو هنا السحب السوداء.",
    },
  },
  {
    key: "a2-vocabulary-1",
    level: "A2",
    skill: "vocabulary",
    question: "I need to buy some bread. Is there a ___ near here?",
    options: ["pharmacy", "bakery", "bank", "library"],
    answer: 1,
    explanation: {
      en: "A bakery is a shop that makes and sells bread.",
      ar: "كلمة bakery تعني المخبز، أي المحل الذي يصنع الخبز ويبيعه.",
    },
  },
  {
    key: "a2-vocabulary-2",
    level: "A2",
    skill: "vocabulary",
    question: "Omar always ___ his homework after school.",
    options: ["makes", "takes", "plays", "does"],
    answer: 3,
    explanation: {
      en: "We say 'do homework', not 'make homework'.",
      ar: "التعبير الصحيح هو do homework، ولا نقول make homework.",
    },
  },
  {
    key: "a2-vocabulary-3",
    level: "A2",
    skill: "vocabulary",
    question: "It's very cold today. Wear your ___.",
    options: ["sunglasses", "coat", "sandals", "shorts"],
    answer: 1,
    explanation: {
      en: "A coat keeps you warm in cold weather; the other things do not keep you warm.",
      ar: "كلمة coat تعني المعطف، وهو يحميك من البرد، أما الخيارات الأخرى فلا تمنحك الدفء.",
    },
  },
  {
    key: "a2-reading-1",
    level: "A2",
    skill: "reading",
    passage:
      "Hi Karim, Thanks for inviting me to your new flat on Saturday. I'm sorry, but I can't come in the afternoon because I have to take my son to the doctor. Can I visit you in the evening instead? I can come at about seven. I'll bring a cake from the shop near my office. Let me know if that's OK. Best wishes, Nour",
    question: "Why can't Nour come in the afternoon?",
    options: ["Her son has a doctor's appointment", "She has to work late", "She is going shopping", "She is visiting friends"],
    answer: 0,
    explanation: {
      en: "Nour writes that she has to take her son to the doctor in the afternoon.",
      ar: "تكتب نور أنها مضطرة إلى اصطحاب ابنها إلى الطبيب بعد الظهر، لذلك لا تستطيع الحضور في هذا الوقت.",
    },
  },
  {
    key: "a2-reading-2",
    level: "A2",
    skill: "reading",
    passage:
      "Staff notice: From next Monday, the office car park will be closed for two weeks because of building work. Staff who drive to work can park in the public car park on Sea Street. It is a five-minute walk from the office. The company will pay for parking. Please keep your tickets and give them to Hala Adel in the finance office at the end of each week.",
    question: "What should staff do with their parking tickets?",
    options: ["Throw them away", "Show them at the gate", "Give them to Hala Adel", "Leave them in the car"],
    answer: 2,
    explanation: {
      en: "The notice asks staff to keep their tickets and give them to Hala Adel at the end of each week.",
      ar: "يطلب الإعلان من الموظفين الاحتفاظ بالتذاكر وتسليمها إلى Hala Adel في نهاية كل أسبوع.",
    },
  },

  // B1
  {
    key: "b1-grammar-1",
    level: "B1",
    skill: "grammar",
    question: "I ___ for this company since 2019.",
    options: ["have worked", "worked", "work", "am working"],
    answer: 0,
    explanation: {
      en: "With 'since' and an action that started in the past and continues now, we use the present perfect: have worked.",
      ar: "مع since ومع حدث بدأ في الماضي وما زال مستمرًا نستخدم المضارع التام have worked.",
    },
  },
  {
    key: "b1-grammar-2",
    level: "B1",
    skill: "grammar",
    question: "If I ___ more free time, I would learn Spanish.",
    options: ["have", "will have", "had", "would have"],
    answer: 2,
    explanation: {
      en: "The second conditional, for an imaginary situation, uses 'if' + past simple, then 'would' + verb.",
      ar: "في الشرط من النوع الثاني، للحديث عن موقف غير واقعي، نستخدم if مع الماضي البسيط had ثم would مع الفعل.",
    },
  },
  {
    key: "b1-grammar-3",
    level: "B1",
    skill: "grammar",
    question: "The new office ___ by a local company last year.",
    options: ["built", "was built", "has built", "is building"],
    answer: 1,
    explanation: {
      en: "The office did not build anything, so we need the passive, and 'last year' needs the past: was built.",
      ar: "المكتب لم يَبنِ شيئًا، بل وقع عليه الفعل، لذا نحتاج إلى المبني للمجهول، وعبارة last year تتطلب الماضي، فنقول was built.",
    },
  },
  {
    key: "b1-vocabulary-1",
    level: "B1",
    skill: "vocabulary",
    question: "The meeting was ___ because the manager was ill.",
    options: ["put on", "taken off", "turned up", "called off"],
    answer: 3,
    explanation: {
      en: "'Call off' means cancel, and an ill manager is a reason to cancel a meeting.",
      ar: "معنى call off هو «يُلغي»، ومرض المدير سبب منطقي لإلغاء الاجتماع.",
    },
  },
  {
    key: "b1-vocabulary-2",
    level: "B1",
    skill: "vocabulary",
    question: "Could you ___ me a favour and check this report?",
    options: ["make", "take", "do", "give"],
    answer: 2,
    explanation: {
      en: "The fixed phrase is 'do someone a favour'; we do not say 'make' or 'give' someone a favour.",
      ar: "التعبير الثابت هو do someone a favour، ولا نقول make أو give someone a favour.",
    },
  },
  {
    key: "b1-vocabulary-3",
    level: "B1",
    skill: "vocabulary",
    question: "Mona was ___ when she was offered the job she wanted.",
    options: ["delighted", "disappointed", "bored", "worried"],
    answer: 0,
    explanation: {
      en: "'Delighted' means very happy, which is how you feel when you are offered the job you want.",
      ar: "كلمة delighted تعني «سعيد جدًا»، وهو شعور طبيعي عندما تُعرض عليك الوظيفة التي تريدها.",
    },
  },
  {
    key: "b1-reading-1",
    level: "B1",
    skill: "reading",
    passage:
      "Dear colleagues, The Excel training course planned for 12 May has been moved to 19 May because the trainer is unwell. The course will still take place in Room 4 and start at 10 a.m., but it will finish an hour later than planned, at 3 p.m., so that we can cover all the topics. Lunch will be provided. If you can no longer attend on the new date, please tell Omar in HR by 15 May so that someone else can take your place.",
    question: "Which of these has NOT changed?",
    options: ["The date", "The finishing time", "The length of the day", "The room"],
    answer: 3,
    explanation: {
      en: "The course will 'still take place in Room 4'; the date, the finishing time and so the length of the day have changed.",
      ar: "تذكر الرسالة أن الدورة will still take place in Room 4، أما التاريخ وموعد الانتهاء، ومن ثَمّ طول اليوم، فقد تغيّرت.",
    },
  },
  {
    key: "b1-reading-2",
    level: "B1",
    skill: "reading",
    passage:
      "Many people think that working from home saves time, and for most people it does: there is no traffic and there are no crowded buses. However, a recent survey of office workers found that people who work from home often work longer hours than they did in the office. Many said it was hard to stop at the end of the day because their laptop was always nearby. The researchers suggest having a fixed finishing time and a separate place to work.",
    question: "According to the survey, what is one problem of working from home?",
    options: ["Heavy traffic", "Working too many hours", "Crowded buses", "Not having a laptop"],
    answer: 1,
    explanation: {
      en: "The survey found that people who work from home often work longer hours; traffic and buses are problems of going to the office.",
      ar: "وجد الاستطلاع أن من يعملون من المنزل كثيرًا ما يعملون ساعات أطول، أما الزحام المروري والحافلات المزدحمة فمن مشكلات الذهاب إلى المكتب.",
    },
  },

  // B2
  {
    key: "b2-grammar-1",
    level: "B2",
    skill: "grammar",
    question: "If Omar had left home earlier, he ___ the train.",
    options: ["would catch", "will catch", "caught", "would have caught"],
    answer: 3,
    explanation: {
      en: "The third conditional, about an unreal past, uses 'if' + had + past participle, then 'would have' + past participle.",
      ar: "في الشرط من النوع الثالث، للحديث عن ماضٍ لم يحدث، نستخدم if مع had والتصريف الثالث، ثم would have مع التصريف الثالث.",
    },
  },
  {
    key: "b2-grammar-2",
    level: "B2",
    skill: "grammar",
    question: "I wish I ___ harder for the exam last month.",
    options: ["studied", "had studied", "would study", "have studied"],
    answer: 1,
    explanation: {
      en: "To express regret about the past, we use 'wish' + past perfect: I wish I had studied.",
      ar: "للتعبير عن الندم على أمر في الماضي نستخدم wish مع الماضي التام: I wish I had studied.",
    },
  },
  {
    key: "b2-grammar-3",
    level: "B2",
    skill: "grammar",
    question: "Karim's car isn't in the car park. He ___ gone home already.",
    options: ["can't have", "needn't have", "must have", "would"],
    answer: 2,
    explanation: {
      en: "'Must have' + past participle shows we are almost sure about the past from evidence, here the missing car.",
      ar: "نستخدم must have مع التصريف الثالث عندما نكون شبه متأكدين من أمر حدث في الماضي بناءً على دليل، وهو هنا غياب سيارته.",
    },
  },
  {
    key: "b2-vocabulary-1",
    level: "B2",
    skill: "vocabulary",
    question: "Omar ___ his driving test the first time he took it.",
    options: ["passed", "succeeded", "won", "achieved"],
    answer: 0,
    explanation: {
      en: "We 'pass' a test or exam. 'Succeed' needs 'in', and we 'win' a game or prize, not a test.",
      ar: "نقول pass a test، أما succeed فتحتاج إلى in، ونستخدم win مع المباريات والجوائز لا مع الاختبارات.",
    },
  },
  {
    key: "b2-vocabulary-2",
    level: "B2",
    skill: "vocabulary",
    question: "___ the heavy traffic, we arrived at the meeting on time.",
    options: ["Although", "Despite", "However", "Because of"],
    answer: 1,
    explanation: {
      en: "'Despite' shows contrast and is followed by a noun phrase; 'although' needs a full clause with a verb.",
      ar: "تفيد despite التناقض ويأتي بعدها اسم أو عبارة اسمية، أما although فيأتي بعدها جملة كاملة فيها فعل.",
    },
  },
  {
    key: "b2-vocabulary-3",
    level: "B2",
    skill: "vocabulary",
    question: "The new leave policy will ___ effect from 1 March.",
    options: ["make", "give", "take", "bring"],
    answer: 2,
    explanation: {
      en: "The fixed phrase is 'take effect', meaning to start to apply.",
      ar: "التعبير الثابت هو take effect، ومعناه «يدخل حيز التنفيذ».",
    },
  },
  {
    key: "b2-reading-1",
    level: "B2",
    skill: "reading",
    passage:
      "Hi Yasmin, Thanks for sending the quarterly report on Thursday. The figures are clear and the charts look great. Before it goes to the board, though, could you check the sales totals for March again? They don't match the numbers the finance team sent me. Also, board members are usually short of time, so a one-page summary at the start would be really helpful. If you could send me the new version by Tuesday, that would be perfect. Thanks, Tarek",
    question: "What is Tarek's main purpose in writing?",
    options: ["To ask for a revised report", "To complain about late work", "To thank the finance team", "To cancel the board meeting"],
    answer: 0,
    explanation: {
      en: "Tarek praises the report but asks Yasmin to check figures, add a summary and send a new version.",
      ar: "يثني طارق على التقرير، لكنه يطلب مراجعة الأرقام وإضافة ملخص وإرسال نسخة جديدة، فغرضه الأساسي طلب تقرير معدّل.",
    },
  },
  {
    key: "b2-reading-2",
    level: "B2",
    skill: "reading",
    passage:
      "When our company introduced flexible hours last year, some managers expected productivity to fall. Staff could start any time between 7 and 10 a.m., as long as they worked eight hours. Twelve months later, output in most teams had stayed the same or risen slightly, sick days had dropped by a third and fewer people had left the company. Interestingly, there were also fewer meetings. Today, few managers would want to return to the old system.",
    question: "What does the writer suggest about the managers' early fears?",
    options: ["They were mostly justified", "They caused staff to leave", "They led to more meetings", "They turned out to be unfounded"],
    answer: 3,
    explanation: {
      en: "The managers feared productivity would fall, but output stayed the same or rose and few want the old system back.",
      ar: "خشي المديرون تراجع الإنتاجية، لكن الإنتاج ظل كما هو أو زاد، وقليلون منهم يريدون العودة إلى النظام القديم، فمخاوفهم لم يكن لها أساس.",
    },
  },

  // C1
  {
    key: "c1-grammar-1",
    level: "C1",
    skill: "grammar",
    question: "___ had I arrived at the office than the fire alarm went off.",
    options: ["Only when", "Rarely", "No sooner", "Not until"],
    answer: 2,
    explanation: {
      en: "Only 'No sooner' pairs with 'than' after an inverted clause: No sooner had I arrived than...",
      ar: "بعد No sooner يأتي الفعل المساعد قبل الفاعل (had I arrived) ثم than، ولا يصح هذا التركيب مع الخيارات الأخرى.",
    },
  },
  {
    key: "c1-grammar-2",
    level: "C1",
    skill: "grammar",
    question: "___ I really need is a few days off.",
    options: ["What", "That", "Which", "It"],
    answer: 0,
    explanation: {
      en: "This is a cleft sentence: 'What' means 'the thing that' and puts the focus on what I need.",
      ar: "هذه جملة من نوع cleft sentence، وفيها What بمعنى «الشيء الذي» لتسليط الضوء على ما أحتاج إليه.",
    },
  },
  {
    key: "c1-grammar-3",
    level: "C1",
    skill: "grammar",
    question: "___ the report, she sent it to her manager.",
    options: ["Finished", "Being finished", "To have finished", "Having finished"],
    answer: 3,
    explanation: {
      en: "'Having' + past participle shows that the first action was complete before the second, with the same subject.",
      ar: "تدل صيغة having مع التصريف الثالث على أن الحدث الأول اكتمل قبل الحدث الثاني، والفاعل في الحدثين واحد.",
    },
  },
  {
    key: "c1-vocabulary-1",
    level: "C1",
    skill: "vocabulary",
    question: "His explanation was so ___ that nobody at the meeting could follow it.",
    options: ["concise", "convoluted", "lucid", "candid"],
    answer: 1,
    explanation: {
      en: "'Convoluted' means too complicated to follow; 'concise' and 'lucid' suggest clarity, and 'candid' means frank.",
      ar: "كلمة convoluted تعني «معقد ومتشابك يصعب فهمه»، أما concise وlucid فتدلان على الوضوح، وcandid تعني الصراحة.",
    },
  },
  {
    key: "c1-vocabulary-2",
    level: "C1",
    skill: "vocabulary",
    question: "After months of planning, the project finally got off the ___ last week.",
    options: ["ground", "floor", "earth", "land"],
    answer: 0,
    explanation: {
      en: "'Get off the ground' is an idiom meaning to start successfully.",
      ar: "get off the ground تعبير اصطلاحي معناه «ينطلق ويبدأ بنجاح».",
    },
  },
  {
    key: "c1-vocabulary-3",
    level: "C1",
    skill: "vocabulary",
    question: "Yasmin tends to ___ her own achievements, so few people know how much she does.",
    options: ["boast", "exaggerate", "highlight", "downplay"],
    answer: 3,
    explanation: {
      en: "'Downplay' means to make something seem less important, which explains why few people know about her work.",
      ar: "الفعل downplay يعني «يقلل من شأن الشيء»، وهذا يفسر لماذا لا يعرف كثيرون حجم ما تقوم به.",
    },
  },
  {
    key: "c1-reading-1",
    level: "C1",
    skill: "reading",
    passage:
      "Memo: Following last month's review, the print room on the second floor will no longer accept requests by e-mail. All print jobs must now be submitted through the online booking system, which shows how long each job will take. Staff who have been sending large documents at the last minute are asked to plan ahead: jobs of more than 200 pages now need 48 hours' notice. The print room team thanks everyone for their patience during what was, by any measure, a difficult quarter.",
    question: "What can be inferred from the memo?",
    options: ["The print room will close soon", "E-mail requests were always refused", "Last-minute requests caused problems", "The print team is leaving"],
    answer: 2,
    explanation: {
      en: "The memo asks last-minute senders to plan ahead, adds a 48-hour notice rule and mentions a difficult quarter, so late requests were a problem.",
      ar: "تطلب المذكرة ممن يرسلون طلباتهم at the last minute التخطيط مسبقًا، وتفرض مهلة 48 ساعة، وتشير إلى فترة صعبة، مما يعني أن الطلبات المتأخرة كانت تسبب مشكلات.",
    },
  },
  {
    key: "c1-reading-2",
    level: "C1",
    skill: "reading",
    passage:
      "Ask most hiring managers what they look for and they will list qualifications and experience. Yet when one recruitment firm followed 300 new employees for two years, the strongest predictor of success was not their degree but how they responded to feedback in their first three months. Those who asked follow-up questions and adjusted their approach were promoted faster than colleagues with stronger CVs but a defensive attitude. The firm now includes a short feedback exercise in every interview.",
    question: "What is the writer's main point?",
    options: ["Degrees no longer matter at all", "Openness to feedback predicts success", "Managers should give less feedback", "Interviews are a waste of time"],
    answer: 1,
    explanation: {
      en: "The study found that how new staff handled feedback predicted their success better than their qualifications.",
      ar: "يوضح النص أن طريقة تعامل الموظفين الجدد مع الملاحظات كانت أقوى مؤشر على نجاحهم، أكثر من مؤهلاتهم وسيرهم الذاتية.",
    },
  },
];
