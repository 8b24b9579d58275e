import type { CodePurpose } from "~/db/schema";

/**
 * The words of every one-time-code message, in Mongolian and English. Pure: no I/O, no clock,
 * so the texts can be checked by unit tests and rendered anywhere.
 */

export type MessageLocale = "mn" | "en";

/** How long a code stays valid; the services issue codes with this lifetime. */
export const CODE_TTL_MINUTES = 10;

export const SHOP_NAME: Record<MessageLocale, string> = { mn: "Хар Сувд", en: "Khar Suvd" };

/** An SMS over 160 characters is split (or refused) by many gateways. */
export const SMS_MAX_LENGTH = 160;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface PurposeWords {
  /** Subject line and e-mail heading. */
  title: string;
  /** The sentence that carries the code. */
  codeLine: (code: string) => string;
}

const WORDS: Record<MessageLocale, Record<CodePurpose, PurposeWords>> = {
  mn: {
    login: { title: "Нэвтрэх код", codeLine: (code) => `Таны нэвтрэх код: ${code}.` },
    password_reset: { title: "Нууц үг сэргээх код", codeLine: (code) => `Таны нууц үг сэргээх код: ${code}.` },
    confirm_email: { title: "Имэйл хаяг баталгаажуулах код", codeLine: (code) => `Имэйл хаягаа баталгаажуулах код: ${code}.` },
    confirm_phone: { title: "Утасны дугаар баталгаажуулах код", codeLine: (code) => `Утасны дугаараа баталгаажуулах код: ${code}.` },
    link_identity: { title: "Бүртгэл холбох код", codeLine: (code) => `Бүртгэлээ холбох баталгаажуулах код: ${code}.` },
  },
  en: {
    login: { title: "Your sign-in code", codeLine: (code) => `Your sign-in code is ${code}.` },
    password_reset: { title: "Your password reset code", codeLine: (code) => `Your password reset code is ${code}.` },
    confirm_email: { title: "Confirm your e-mail address", codeLine: (code) => `Your e-mail confirmation code is ${code}.` },
    confirm_phone: { title: "Confirm your phone number", codeLine: (code) => `Your phone confirmation code is ${code}.` },
    link_identity: { title: "Confirm linking your account", codeLine: (code) => `Your account linking code is ${code}.` },
  },
};

const COMMON: Record<MessageLocale, { validity: string; secret: string; notYou: string; greeting: string }> = {
  mn: {
    validity: `Код ${CODE_TTL_MINUTES} минутын турш хүчинтэй.`,
    secret: "Хэнд ч бүү хэлээрэй.",
    notYou: "Хэрэв та энэ кодыг хүсээгүй бол энэ имэйлийг тоохгүй орхиж болно.",
    greeting: "Сайн байна уу,",
  },
  en: {
    validity: `It expires in ${CODE_TTL_MINUTES} minutes.`,
    secret: "Do not share it with anyone.",
    notYou: "If you did not ask for this code, you can ignore this e-mail.",
    greeting: "Hello,",
  },
};

export function renderCodeSms(purpose: CodePurpose, locale: MessageLocale, code: string): string {
  const words = WORDS[locale][purpose];
  const common = COMMON[locale];
  return `${SHOP_NAME[locale]}: ${words.codeLine(code)} ${common.validity} ${common.secret}`;
}

export function renderCodeEmail(purpose: CodePurpose, locale: MessageLocale, code: string): RenderedEmail {
  const words = WORDS[locale][purpose];
  const common = COMMON[locale];
  const shop = SHOP_NAME[locale];
  const subject = `${words.title}: ${code} · ${shop}`;
  const text = [common.greeting, "", `${words.codeLine(code)} ${common.validity} ${common.secret}`, "", common.notYou, "", shop, ""].join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(words.title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(common.greeting)}</p>
<p>${escapeHtml(words.codeLine(code))}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px; color: #5b1420">${escapeHtml(code)}</p>
<p>${escapeHtml(common.validity)} ${escapeHtml(common.secret)}</p>
<p style="color: #666">${escapeHtml(common.notYou)}</p>
<p>${escapeHtml(shop)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char as keyof typeof HTML_ENTITIES]);
}

const HTML_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" } as const;
