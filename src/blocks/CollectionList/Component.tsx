import { CalendarCheck, ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PostCard } from "@/components/blog/post-card";
import { BusinessCard } from "@/components/course/business-card";
import { EndUserCard } from "@/components/course/end-user-card";
import { ConversationCard, ExamCard, GeneralEnglishCard } from "@/components/course/english-cards";
import { ProgrammeCard } from "@/components/course/programme-card";
import { IntakeCard } from "@/components/schedule/intake-card";
import { areaStyle } from "@/components/ui/area-style";
import { ButtonLink, ExternalButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { getCourses, getPaths, totalHours, type CourseView } from "@/content/catalog";
import { getIntakes } from "@/content/intakes";
import { getPostPage } from "@/content/posts";
import { getSite } from "@/content/site";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import type { CollectionListBlock } from "@/payload-types";
import { CardCell, CardGrid, type BlockProps } from "../ui";

type Props = BlockProps<CollectionListBlock>;

/** A course as its training page shows it. */
async function CourseCard({ locale, course }: { locale: Locale; course: CourseView }) {
  switch (course.type) {
    case "it-programme":
      return <ProgrammeCard locale={locale} programme={course} />;
    case "english-general":
      return <GeneralEnglishCard locale={locale} course={course} />;
    case "english-conversation":
      return <ConversationCard locale={locale} course={course} />;
    case "english-exam":
      return <ExamCard locale={locale} course={course} />;
    case "business":
      return <BusinessCard locale={locale} course={course} />;
    default:
      return <EndUserCard locale={locale} course={course} />;
  }
}

/** The grid each kind of course has on its training page (four end-user courses a row, two exam courses). */
const kindGrid: Record<NonNullable<CollectionListBlock["kind"]>, string> = {
  "it-programme": "sm:grid-cols-2 lg:grid-cols-3",
  "it-end-user": "sm:grid-cols-2 lg:grid-cols-4",
  "english-general": "sm:grid-cols-2 lg:grid-cols-3",
  "english-conversation": "md:grid-cols-3",
  "english-exam": "lg:grid-cols-2",
  business: "sm:grid-cols-2 lg:grid-cols-3",
};

async function Courses({ block, locale }: Props) {
  const courses = (await getCourses(locale)).filter(
    (course) => (!block.area || course.area === block.area) && (!block.kind || course.type === block.kind),
  );
  if (block.kind)
    return (
      <ul className={`grid gap-6 ${kindGrid[block.kind]}`}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard locale={locale} course={course} />
          </li>
        ))}
      </ul>
    );
  return (
    <CardGrid>
      {courses.map((course) => (
        <CardCell key={course.id}>
          <CourseCard locale={locale} course={course} />
        </CardCell>
      ))}
    </CardGrid>
  );
}

/** The box under a list of courses (the test centre under the exam courses), its button to the exam booking. */
async function CoursesBox({ box, locale }: { box: NonNullable<CollectionListBlock["box"]>; locale: Locale }) {
  const [site, common] = await Promise.all([getSite(locale), getTranslations({ locale, namespace: "Common" })]);
  return (
    <div className="mt-10 flex flex-col items-center gap-5 rounded-2xl bg-english-700 p-8 text-center text-white sm:flex-row sm:text-start">
      <CalendarCheck aria-hidden="true" className="size-12 shrink-0" />
      <div className="flex-1">
        <h3 className="text-xl font-bold">{box.title}</h3>
        {box.text ? <p className="mt-1 text-english-50">{box.text}</p> : null}
      </div>
      {site.examBookingUrl && box.bookingButton ? (
        <ExternalButtonLink href={site.examBookingUrl} variant="secondary" newTabLabel={common("newTab")}>
          {box.bookingButton}
          <ExternalLink aria-hidden="true" className="size-4" />
        </ExternalButtonLink>
      ) : null}
    </div>
  );
}

async function Paths({ block, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  const all = await getPaths(locale);
  // By id: the page's own read is not renewed when a path changes (src/content/pages.ts).
  const chosen = (block.paths ?? []).map((path) => (typeof path === "object" ? path.id : path));
  const paths = chosen.length
    ? chosen.flatMap((chosenId) => all.filter((path) => path.id === chosenId))
    : all.filter((path) => !block.area || path.area === block.area);
  return (
    <CardGrid>
      {paths.map((path) => (
        <CardCell key={path.slug}>
          <article
            className={`flex h-full flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm ${areaStyle[path.area].border}`}
          >
            <p
              className={`self-start rounded-full px-3 py-1 text-xs font-semibold ring-1 ${areaStyle[path.area].badge}`}
            >
              {path.badge}
            </p>
            <h3 className="mt-4 text-lg font-bold text-primary-900">
              <Link href={`/paths/${path.slug}`} className="hover:underline">
                {path.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{path.subtitle}</p>
            <p className="mt-4 text-sm font-semibold text-slate-700">
              {t("hours", { count: totalHours(path.stages) })}
            </p>
          </article>
        </CardCell>
      ))}
    </CardGrid>
  );
}

async function Intakes({ block, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "Blocks" });
  // By id: the page's own read is not renewed when a course or path changes (src/content/pages.ts).
  const of = block.of
    ? { kind: block.of.relationTo, id: typeof block.of.value === "object" ? block.of.value.id : block.of.value }
    : undefined;
  const intakes = (await getIntakes(locale))
    .filter((intake) => intake.startDate)
    .filter((intake) => !block.area || intake.area === block.area)
    .filter(
      (intake) =>
        !of ||
        (of.kind === "paths" ? intake.of.pathId === of.id : intake.of.kind === "course" && intake.of.docId === of.id),
    )
    .slice(0, block.limit ?? 6);
  return (
    <>
      {intakes.length ? (
        <CardGrid>
          {intakes.map((intake) => (
            <CardCell key={intake.id}>
              <IntakeCard locale={locale} intake={intake} />
            </CardCell>
          ))}
        </CardGrid>
      ) : (
        <p className="mx-auto max-w-2xl rounded-2xl bg-slate-50 p-6 text-center text-slate-700">{t("noIntakes")}</p>
      )}
      <p className="mt-8 text-center">
        <ButtonLink
          href={block.area ? { pathname: "/schedule", query: { area: block.area } } : "/schedule"}
          variant="secondary"
        >
          {t("fullSchedule")}
        </ButtonLink>
      </p>
    </>
  );
}

async function News({ posts, locale }: { posts: Awaited<ReturnType<typeof getPostPage>>["posts"]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Blocks" });
  return (
    <>
      <CardGrid>
        {posts.map((post) => (
          <CardCell key={post.slug}>
            <PostCard locale={locale} post={post} />
          </CardCell>
        ))}
      </CardGrid>
      <p className="mt-8 text-center">
        <ButtonLink href="/blog" variant="secondary">
          {t("allNews")}
        </ButtonLink>
      </p>
    </>
  );
}

/** A list drawn from a collection: what is published there appears here, in its list's order. */
export async function CollectionListComponent(props: Props) {
  const { block, locale, id, tone } = props;
  let list;
  if (block.source === "news") {
    const posts = (await getPostPage(locale, 1)).posts.slice(0, block.limit ?? 3);
    if (!posts.length) return null;
    list = <News posts={posts} locale={locale} />;
  } else if (block.source === "paths") list = <Paths {...props} />;
  else if (block.source === "intakes") list = <Intakes {...props} />;
  else
    list = (
      <>
        <Courses {...props} />
        {block.box?.title ? <CoursesBox box={block.box} locale={locale} /> : null}
      </>
    );
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      {list}
    </Section>
  );
}
