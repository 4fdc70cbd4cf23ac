import { marked } from 'marked';

/**
 * A repository markdown page (the check catalogue) as a standalone HTML page for integrators:
 * marked renders it (our own docs, so no sanitising of foreign input is needed), wrapped in a
 * small readable stylesheet. Rendered once per process by the caller.
 */
export function markdownPage(title: string, markdown: string): string {
  const body = marked.parse(markdown, { async: false, gfm: true });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { border: 1px solid #d0d7de; padding: 0.3rem 0.6rem; vertical-align: top; text-align: left; }
code { background: #f3f4f6; padding: 0 0.2rem; border-radius: 3px; }
pre { background: #f3f4f6; padding: 0.8rem; overflow-x: auto; }
</style>
</head>
<body>
<p><a href="/docs">API reference</a> · <a href="/docs/checks.md">this page as markdown</a></p>
${body}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
