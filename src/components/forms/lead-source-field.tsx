"use client";
import { useEffect, useRef } from "react";
import { leadSource } from "./lead-source";

/**
 * For a form posted as a plain page (the schedule's seat and interest forms): the visit's source (first page,
 * outside referrer, UTM tags, device), as the script-driven forms send it, in a hidden field. Without
 * JavaScript the field stays empty and the server takes the page the form was sent from instead.
 */
export function LeadSourceField() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = JSON.stringify(leadSource());
  }, []);
  return <input ref={input} type="hidden" name="source" defaultValue="" />;
}
