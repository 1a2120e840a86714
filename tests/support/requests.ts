let counter = 0;

/** A distinct client address per call, so rate limits of one test do not touch another. */
export function freshAddress(): string {
  counter++;
  return `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export const validContact = () => ({
  firstName: "سارة",
  lastName: "El-Masry",
  email: "sara@example.org",
  phone: "+20 100 123 4567",
  trainingInterest: "english",
  message: "أريد دورة IELTS 🎯\nمساءً بعد العمل",
  locale: "ar",
  startedAt: Date.now() - 10_000,
});

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshAddress(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshAddress(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
