import type { DocumentViewServerProps, PaginatedDocs, TypeWithVersion, Where } from "payload";
import { Gutter, Link, ListQueryProvider, Pill, SetDocumentStepNav, SortColumn } from "@payloadcms/ui";
import { formatDate } from "@payloadcms/ui/shared";
import { notFound } from "next/navigation";
import { formatAdminURL } from "payload/shared";
import { VersionsTable, type VersionColumn } from "./versions-table";

type Version = TypeWithVersion<{ _status?: "draft" | "published"; editedBy?: string | null; updatedAt?: string }>;

const text = {
  en: {
    author: "Saved by",
    nobody: "—",
    nobodyTitle: "Saved by the site's set-up, not by a staff account",
  },
  ar: {
    author: "حُفظت بواسطة",
    nobody: "—",
    nobodyTitle: "حفظها تجهيز الموقع، لا حساب أحد من الفريق",
  },
} as const;

/**
 * A document's Versions view, as Payload 3.90.1 draws it (the date linking to the version, its id, its status),
 * with one more column: who saved each version (the `editedBy` the server writes at each save,
 * src/cms/collections/content-collection.ts). Payload's own view has a fixed set of columns and is not exported, so this is
 * the collection's and global's `views.edit.versions`, built from Payload's exported parts. Staff with
 * `readVersions` only (the read is the signed-in staff member's, access on).
 */
export async function VersionsWithAuthor({ initPageResult, routeSegments, searchParams }: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult;
  const { i18n, payload, user } = req;
  const words = text[i18n.language === "ar" ? "ar" : "en"];
  const t = i18n.t as (key: string) => string;
  const isTrashed = routeSegments?.[2] === "trash";
  const limit = Number(searchParams?.limit) || collectionConfig?.admin?.pagination?.defaultLimit || 10;
  const page = Number(searchParams?.page) || 1;
  const sort = typeof searchParams?.sort === "string" ? searchParams.sort : undefined;
  // Payload keeps a snapshot per locale beside each version when localised drafts are saved: not a version of its own.
  const notSnapshot: Where = payload.config.localization ? { snapshot: { not_equals: true } } : {};
  const read = async (where: Where, options: { limit: number; page?: number; sort?: string }) => {
    try {
      const common = { depth: 0, locale: req.locale ?? undefined, overrideAccess: false, req, user, ...options };
      return (collectionConfig
        ? await payload.findVersions({
            collection: collectionConfig.slug,
            where: { and: [{ parent: { equals: docID } }, notSnapshot, where] },
            trash: isTrashed,
            ...common,
          })
        : await payload.findGlobalVersions({
            slug: globalConfig!.slug,
            where: { and: [notSnapshot, where] },
            ...common,
          })) as unknown as PaginatedDocs<Version>;
    } catch (err) {
      payload.logger.error({ err, docID }, "versions view: the versions could not be read");
      return undefined;
    }
  };
  const versions = await read({}, { limit, page, sort });
  if (!versions) return notFound();
  const [published, draft] = await Promise.all(
    (["published", "draft"] as const).map(
      async (status) =>
        (await read({ "version._status": { equals: status } }, { limit: 1, sort: "-updatedAt" }))?.docs[0],
    ),
  );

  const base: `/${string}` = collectionConfig
    ? `/collections/${collectionConfig.slug}/${isTrashed ? "trash/" : ""}${docID}/versions`
    : `/globals/${globalConfig!.slug}/versions`;
  const status = (version: Version) => {
    if (version.version._status === "draft") {
      const current = version.id === draft?.id && !(published && published.updatedAt > (draft?.updatedAt ?? ""));
      return { label: t(current ? "version:currentDraft" : "version:draft"), style: "light" as const };
    }
    const current = version.id === published?.id;
    return {
      label: t(current ? "version:currentlyPublished" : "version:previouslyPublished"),
      style: current ? ("success" as const) : ("light" as const),
    };
  };
  const columns: VersionColumn[] = [
    {
      accessor: "updatedAt",
      active: true,
      field: { name: "", type: "date" },
      Heading: <SortColumn Label={t("general:updatedAt")} name="updatedAt" />,
      renderedCells: versions.docs.map((version) => (
        <Link
          key={version.id}
          href={formatAdminURL({ adminRoute: payload.config.routes.admin, path: `${base}/${version.id}` })}
          prefetch={false}
        >
          {formatDate({ date: version.updatedAt, i18n, pattern: payload.config.admin.dateFormat })}
        </Link>
      )),
    },
    {
      accessor: "id",
      active: true,
      field: { name: "", type: "text" },
      Heading: <SortColumn disable Label={t("version:versionID")} name="id" />,
      renderedCells: versions.docs.map((version) => <span key={version.id}>{String(version.id)}</span>),
    },
    {
      accessor: "editedBy",
      active: true,
      field: { name: "", type: "text" },
      Heading: <SortColumn disable Label={words.author} name="editedBy" />,
      renderedCells: versions.docs.map((version) =>
        version.version.editedBy ? (
          <bdi key={version.id} data-testid="version-author">
            {version.version.editedBy}
          </bdi>
        ) : (
          <span key={version.id} data-testid="version-author" title={words.nobodyTitle}>
            {words.nobody}
          </span>
        ),
      ),
    },
    {
      accessor: "_status",
      active: true,
      field: { name: "", type: "checkbox" },
      Heading: <SortColumn disable Label={t("version:status")} name="status" />,
      renderedCells: versions.docs.map((version) => {
        const { label, style } = status(version);
        return (
          <Pill key={version.id} pillStyle={style} size="small">
            {label}
          </Pill>
        );
      }),
    },
  ];
  const plural = collectionConfig?.labels?.plural;
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        isTrashed={isTrashed}
        pluralLabel={typeof plural === "function" ? plural({ i18n, t: i18n.t }) : (plural ?? globalConfig?.label)}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={t("version:versions")}
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          <ListQueryProvider data={versions as never} modifySearchParams query={{ limit, sort }}>
            <VersionsTable columns={columns} paginationLimits={collectionConfig?.admin?.pagination?.limits} />
          </ListQueryProvider>
        </Gutter>
      </main>
    </>
  );
}
