"use client";

import { useEffect, useId, useRef, useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { ImageUp, Upload } from "lucide-react";
import { useTranslations } from "next-intl";

import { uploadEventCoverAction } from "@/lib/actions/events/cover";
import { ACTION_REFUSED } from "@/lib/auth/action-guard";
import { checkCover, COVER_ACCEPT, SNIFF_BYTES, type CoverCheck } from "@/lib/image-type";
import { cn } from "@/lib/utils";

import { Button, buttonVariants } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { toast } from "@/components/ui/toaster";

type Problem = Exclude<CoverCheck, { ok: true }>["reason"] | "read";

/** Reads the first bytes with FileReader: the type is decided by content, not by name or extension. */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}

/** Pick → check (size, magic bytes) → preview → upload through the action (which checks again). */
export function CoverUpload({ eventId, hasCover }: { eventId: string; hasCover: boolean }) {
  const t = useTranslations("events.cover");
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const mutation = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.set("file", chosen);
      return uploadEventCoverAction(eventId, form);
    },
    onSuccess: (result) => {
      if (!result.ok) return;
      toast.success(t("success"));
      clear();
      router.refresh();
    },
  });
  // A body over the server's limit is refused before the action runs (lib/auth/action-guard).
  const refusedAsTooLarge = mutation.error?.message === ACTION_REFUSED[413];
  const serverError =
    mutation.data && !mutation.data.ok
      ? mutation.data.message
      : mutation.isError
        ? t(refusedAsTooLarge ? "errors.too_large" : "errors.read")
        : null;
  const message = problem ? t(`errors.${problem}`) : serverError;

  function clear() {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  }

  async function choose(chosen: File | undefined) {
    mutation.reset();
    setProblem(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    let head: Uint8Array;
    try {
      head = await readHead(chosen);
    } catch {
      return setProblem("read");
    }
    const check = checkCover(chosen.size, head);
    if (!check.ok) return setProblem(check.reason);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className="grid gap-3">
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, not an optimisable remote image
        <img
          src={preview}
          alt={t("preview")}
          className="aspect-video w-full rounded-md border border-zinc-200 object-cover"
        />
      ) : null}
      <div className="grid gap-1.5">
        <span id={`${inputId}-label`} className="text-sm font-medium text-zinc-800">
          {t("input")}
        </span>
        <div className="flex min-w-0 items-center gap-3">
          {/* The native input stays focusable (sr-only); its label is the visible, translated button. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={COVER_ACCEPT}
            aria-labelledby={`${inputId}-label`}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
            )}
          >
            <ImageUp aria-hidden /> {hasCover ? t("replace") : t("choose")}
          </label>
          <span className="min-w-0 truncate text-sm text-zinc-600">{file?.name ?? ""}</span>
        </div>
        <p id={hintId} className="text-xs text-zinc-600">
          {t("hint")}
        </p>
        <FieldError id={errorId} messages={message ? [message] : undefined} />
      </div>
      {file ? (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => mutation.mutate(file)}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            <Upload aria-hidden className={mutation.isPending ? "animate-pulse" : undefined} />
            {mutation.isPending ? t("uploading") : t("upload")}
          </Button>
          <Button variant="ghost" onClick={clear} disabled={mutation.isPending}>
            {t("discard")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
