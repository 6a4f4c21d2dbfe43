/**
 * A stand-in for the tenant's start site (registration, pricing, upgrade, account and contact pages),
 * so the demo's upsell paths end on a page instead of a broken frame. Static HTML and one script: the
 * same files are served by the mock (HTTP server and Vitest), the dev server and the demo build.
 */

export const START_SITE_PATH = '/demo-start';
export const START_SITE_SCRIPT = 'start-site.js';

interface PageContent {
  title: string;
  body: string;
}

const PLANS = [
  { name: 'Basic', price: '$9.99 / month', points: ['GPT-4o mini without daily limits', 'Chat history'] },
  { name: 'Pro', price: '$19.99 / month', points: ['Every chat model', 'Image and video generation'] },
  { name: 'Pro Max', price: '$39.99 / month', points: ['Higher monthly limits', 'Priority answers'] },
];

const button = (href: string, label: string, top = false) =>
  `<a class="button" href="${href}"${top ? ' target="_top"' : ''}>${label}</a>`;

const PAGES: Record<string, PageContent> = {
  'register-auth': {
    title: 'Create your free account',
    body: `<p>On a live site this page holds the sign-up form. In the demo, accounts are made in the app itself.</p>
<p>${button('/register', 'Sign up in the app', true)} ${button('/login', 'Log in', true)}</p>`,
  },
  pricing: {
    title: 'Choose your plan',
    body: `<p>Plan group <strong data-ppg>59</strong> (from the address's <code>ppg</code>).</p>
<ul class="plans">${PLANS.map(
      (plan) =>
        `<li><h2>${plan.name}</h2><p class="price">${plan.price}</p><ul>${plan.points
          .map((point) => `<li>${point}</li>`)
          .join('')}</ul>${button('upgrade', `Choose ${plan.name}`)}</li>`,
    ).join('')}</ul>`,
  },
  upgrade: {
    title: 'Upgrade',
    body: `<p>Plan group <strong data-ppg>59</strong>. On a live site this is the checkout; the demo charges nothing.</p>
<p>To try a paid tier, log in as <code>pro@demo.test</code> or <code>promax@demo.test</code> (password <code>demo-pass-1</code>).</p>`,
  },
  'my-account': {
    title: 'My account',
    body: '<p>On a live site this page manages the subscription and invoices.</p>',
  },
  'contact-us': {
    title: 'Contact us',
    body: '<p>On a live site this page reaches the support team.</p>',
  },
};

export const START_SITE_PAGES = Object.keys(PAGES);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
main{max-width:56rem;margin:0 auto;padding:1.5rem}
.banner{margin:0;background:#fff4ce;border-bottom:1px solid #e6d28a;padding:.5rem 1.5rem;font-size:.875rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.plans{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}
.plans>li{border:1px solid #d0d7de;border-radius:.75rem;padding:1rem}
.plans h2{font-size:1.125rem;margin:0}.price{font-weight:600}
.button{display:inline-block;background:#2563eb;color:#fff;border-radius:.5rem;padding:.5rem .9rem;text-decoration:none}`;

/** The page's HTML, or null for a name the site does not have. */
export function startSitePage(name: string): string | null {
  const page = PAGES[name];
  if (!page) return null;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} · Demo start site</title>
<style>${STYLE}</style>
<script src="${START_SITE_SCRIPT}" defer></script>
</head>
<body>
<p class="banner" role="note"><strong>Demo start site.</strong> A stand-in for the tenant's registration and pricing site: nothing here signs you up or charges you.</p>
<main>
<h1>${page.title}</h1>
${page.body}
</main>
</body>
</html>
`;
}

/** Fills the plan group from the address (no inline script: the app's pages forbid it). */
export const START_SITE_SCRIPT_SOURCE = `document.addEventListener('DOMContentLoaded', function () {
  var ppg = new URLSearchParams(location.search).get('ppg');
  if (!ppg || !/^\\d{1,4}$/.test(ppg)) return;
  document.querySelectorAll('[data-ppg]').forEach(function (node) { node.textContent = ppg; });
  document.querySelectorAll('a[href="upgrade"]').forEach(function (link) { link.href = 'upgrade?ppg=' + ppg; });
});
`;
