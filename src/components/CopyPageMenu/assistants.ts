/**
 * The assistants the "Copy page" menu opens with the page's URL in the prompt. Plain links: the
 * reader's click is the only thing that sends anything, and only the prompt in the URL.
 */
export type Assistant = { name: string; url: (prompt: string) => string };

export const assistants: readonly Assistant[] = [
  { name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
];

/** The prompt: the page's public URL (not localhost or a preview host), which the assistant reads. */
export function assistantPrompt(pageUrl: string): string {
  return `Read ${pageUrl} and answer questions about it.`;
}
