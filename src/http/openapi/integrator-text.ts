/**
 * The endpoint notes (docs/api/*.md) are written for the repository, where a reader can open
 * the files they cite. In the published document those citations mean nothing to an
 * integrator: the check catalogue becomes its served address, and a parenthesis that points
 * into the repository (a source file, a spec, an engine or benchmark note) is left out.
 */
const REPO_REF = /\b(?:SPEC(?:\.md)?|NOTES\.md|CONTRIBUTING\.md|README(?:\.md)?|(?:docs|src|test|bench)\/[\w./-]+)/;

export function forIntegrators(text: string): string {
  let out = text.replace(/\bdocs\/checks\.md\b/g, '/docs/checks');
  let before: string;
  do {
    before = out;
    out = out.replace(/ ?\(([^()]*)\)/g, (whole, inner: string) => (REPO_REF.test(inner) ? '' : whole));
  } while (out !== before);
  return out.replace(new RegExp(`(?:see |in |: )?${REPO_REF.source}`, 'g'), '').replace(/ {2,}/g, ' ');
}

/** True when a text still cites the repository. */
export const citesRepository = (text: string) => REPO_REF.test(text.replace(/\/docs\/checks/g, ''));
