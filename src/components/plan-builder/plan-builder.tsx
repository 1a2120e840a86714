"use client";

import { ArrowDown, ArrowUp, ListPlus, Plus, Search, Send, Trash2, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { inputClass } from "@/components/forms/field";
import { TextField } from "@/components/forms/text-field";
import { postLead } from "@/components/forms/post-lead";
import { Honeypot } from "@/components/forms/honeypot";
import { useErrorText } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { preload, validate } from "@/components/forms/validate";
import { without } from "@/components/forms/without";
import { normalize } from "@/lib/normalize";
import { planActions, upgradeSavedPlan, usePlan } from "./plan-store";
import { limits } from "@/schemas/limits";

export type PlanCategory = { id: string; label: string; courses: { id: string; name: string }[] };

/** Build Your Learning Path: pick courses per category, order them, and send the plan. */
export function PlanBuilder({
  categories,
  aliases,
}: {
  categories: PlanCategory[];
  /** Normalised course names in both languages to ids, for plans saved by the old site. */
  aliases: Record<string, string>;
}) {
  const t = useTranslations("PlanBuilder");
  const forms = useTranslations("Forms");
  const errorText = useErrorText();
  const locale = useLocale();
  const hydrated = useHydrated();
  const plan = usePlan();
  const [filter, setFilter] = useState("");
  const [selected, setSelected] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const startedAt = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);

  const names = useMemo(
    () => new Map(categories.flatMap((c) => c.courses.map((course) => [course.id, course.name]))),
    [categories],
  );

  useEffect(() => {
    startedAt.current = Date.now();
    upgradeSavedPlan(new Set(names.keys()), aliases);
  }, [names, aliases]);
  const visible = useMemo(() => {
    const needle = normalize(filter.trim());
    return categories.map((c) => ({
      ...c,
      courses: needle ? c.courses.filter((course) => normalize(course.name).includes(needle)) : c.courses,
    }));
  }, [categories, filter]);
  const planned = plan.filter((id) => names.has(id));

  const add = (categoryId: string) => {
    const id = selected[categoryId];
    if (!id || planned.includes(id)) return;
    planActions.add(id);
    setSelected((s) => ({ ...s, [categoryId]: "" }));
    setAnnouncement(t("addedAnnouncement", { course: names.get(id) ?? id }));
    setResult(null);
    if (errors.courses) setErrors((e) => without(e, "courses"));
  };

  const move = (id: string, delta: -1 | 1) => {
    planActions.move(id, delta);
    const position = planned.indexOf(id) + delta + 1;
    setAnnouncement(t("movedAnnouncement", { course: names.get(id) ?? id, position }));
    // Keep focus on the same control of the moved item so repeated moves work from the keyboard.
    requestAnimationFrame(() => {
      const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-course="${id}"][data-move="${delta}"]`);
      if (button && !button.disabled) button.focus();
      else listRef.current?.querySelector<HTMLButtonElement>(`[data-course="${id}"][data-move="${-delta}"]`)?.focus();
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = await validate("plan", { ...data, courses: planned, locale });
    setResult(null);
    if (!parsed.ok) {
      const found = parsed.errors;
      setErrors(found);
      const first = ["fullName", "email", "phone", "message"].find((f) => found[f]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await postLead("/api/plan", {
      ...parsed.data,
      website: data.website ?? "",
      startedAt: startedAt.current,
    });
    setSending(false);
    if (answer.ok) {
      form.reset();
      planActions.clear();
      setResult({ ok: true, text: t("success") });
      return;
    }
    if (answer.code === "validation" && answer.fields) setErrors(answer.fields);
    setResult({ ok: false, text: t("failure") });
  }

  const clearError = (name: string) => errors[name] && setErrors((e) => without(e, name));
  const iconButton =
    "inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <p aria-live="polite" className="sr-only" data-testid="plan-announcement">
        {announcement}
      </p>

      <section aria-labelledby="catalog-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="catalog-title" className="text-xl font-bold text-primary-900">
          {t("catalogTitle")}
        </h2>
        <label htmlFor="plan-filter" className="mt-4 mb-1.5 block text-sm font-semibold text-slate-800">
          {t("filterLabel")}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="plan-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("filterPlaceholder")}
            className={`${inputClass} ps-9`}
            disabled={!hydrated}
          />
        </div>
        <div className="mt-6 space-y-6">
          {visible.map((category) => {
            const value = selected[category.id] ?? "";
            const already = value !== "" && planned.includes(value);
            return (
              <div key={category.id} data-testid={`category-${category.id}`}>
                <label
                  htmlFor={`plan-select-${category.id}`}
                  className="mb-1.5 block text-sm font-semibold text-slate-800"
                >
                  {category.label}
                </label>
                {category.courses.length === 0 ? (
                  <p className="text-sm text-slate-600">{t("noMatch")}</p>
                ) : (
                  <div className="flex gap-2">
                    <select
                      id={`plan-select-${category.id}`}
                      value={value}
                      onChange={(e) => setSelected((s) => ({ ...s, [category.id]: e.target.value }))}
                      className={`${inputClass} min-w-0 flex-1`}
                      disabled={!hydrated}
                    >
                      <option value="" disabled>
                        {t("selectCourse")}
                      </option>
                      {category.courses.map((course) => (
                        <option key={course.id} value={course.id}>
                          {course.name}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      onClick={() => add(category.id)}
                      disabled={!hydrated || value === "" || already}
                      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-primary-700 px-3 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {t("addToPlan")}
                    </button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="plan-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between gap-2">
          <h2 id="plan-title" className="text-xl font-bold text-primary-900">
            {t("planTitle")}
          </h2>
          <span
            className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-semibold text-primary-800"
            data-testid="plan-count"
          >
            {t("count", { count: planned.length })}
          </span>
        </div>
        {planned.length === 0 ? (
          <p
            className="mt-6 flex items-center gap-2 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600"
            data-testid="plan-empty"
          >
            <ListPlus aria-hidden="true" className="size-5 shrink-0" />
            {t("empty")}
          </p>
        ) : (
          <>
            <ol ref={listRef} className="mt-4 space-y-2" data-testid="plan-list">
              {planned.map((id, index) => {
                const name = names.get(id) ?? id;
                return (
                  <li key={id} className="flex items-center gap-2 rounded-xl border border-slate-200 p-2 ps-3">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-700 text-xs font-bold text-white tabular-nums">
                      {index + 1}
                    </span>
                    <span className="min-w-0 flex-1 text-sm font-medium text-slate-800" data-testid="plan-item">
                      {name}
                    </span>
                    <button
                      type="button"
                      className={iconButton}
                      data-course={id}
                      data-move="-1"
                      disabled={index === 0}
                      onClick={() => move(id, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t("moveUp", { course: name })}</span>
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      data-course={id}
                      data-move="1"
                      disabled={index === planned.length - 1}
                      onClick={() => move(id, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t("moveDown", { course: name })}</span>
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      onClick={() => {
                        planActions.remove(id);
                        setAnnouncement(t("removedAnnouncement", { course: name }));
                      }}
                    >
                      <X aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t("removeCourse", { course: name })}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              onClick={() => {
                planActions.clear();
                setAnnouncement(t("clearedAnnouncement"));
              }}
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("clear")}
            </button>
          </>
        )}
      </section>

      <section aria-labelledby="submit-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="submit-title" className="text-xl font-bold text-primary-900">
          {t("submitTitle")}
        </h2>
        <form
          onSubmit={onSubmit}
          onFocus={() => preload("plan")}
          noValidate={hydrated}
          className="mt-4 space-y-1"
          data-testid="plan-form"
        >
          <Honeypot form="plan" />
          <TextField
            form="plan"
            name="fullName"
            label={t("fullName")}
            error={errorText(errors.fullName)}
            required
            maxLength={limits.fullName}
            autoComplete="name"
            onEdit={clearError}
          />
          <TextField
            form="plan"
            name="email"
            type="email"
            label={t("email")}
            error={errorText(errors.email)}
            required
            maxLength={limits.email}
            autoComplete="email"
            onEdit={clearError}
          />
          <TextField
            form="plan"
            name="phone"
            type="tel"
            label={t("phone")}
            hint={forms("optional")}
            error={errorText(errors.phone)}
            maxLength={limits.phone}
            autoComplete="tel"
            onEdit={clearError}
          />
          <TextField
            form="plan"
            name="message"
            label={t("message")}
            error={errorText(errors.message)}
            maxLength={limits.message}
            rows={3}
            onEdit={clearError}
          />
          {errors.courses ? <p className="text-sm font-medium text-red-700">{errorText(errors.courses)}</p> : null}
          {planned.length === 0 ? <p className="text-sm text-slate-600">{t("needCourse")}</p> : null}
          <p className="text-sm text-slate-600">{t("consent")}</p>
          <button
            type="submit"
            disabled={!hydrated || sending || planned.length === 0}
            className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 py-3 text-base font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {sending ? t("sending") : t("submit")}
          </button>
          <p role="status" className="mt-3 text-sm font-semibold text-english-700" data-testid="plan-success">
            {result?.ok ? result.text : ""}
          </p>
          <p role="alert" className="text-sm font-semibold text-red-700" data-testid="plan-failure">
            {result && !result.ok ? result.text : ""}
          </p>
        </form>
      </section>
    </div>
  );
}
