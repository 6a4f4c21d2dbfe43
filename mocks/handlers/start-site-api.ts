import { http } from 'msw';
import { PLAN_LIMITS } from '../fixtures/plan-limits';
import { jsonResponse, readAnyBody } from '../lib/http';
import { textField } from '../lib/provider-session';

const PLAN_GROUP = /^\d{1,4}$/;

/** The start site's own address: the request's, without the `/api/...` route. */
function startSiteBase(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.replace(/\/api\/[^/]+$/, '')}`;
}

/**
 * The start site's calls of spec section 7 (answered wherever the configured start site is, as the
 * stand-in pages are): the credits of the plan a plan group sells, and the Google and Apple sign-ups,
 * which send the visitor on to the stand-in register page.
 */
export function startSiteApiHandlers() {
  return [
    http.post('*/api/get-plan-credits', async ({ request }) => {
      const ppg = textField(await readAnyBody(request), 'ppg');
      if (!PLAN_GROUP.test(ppg)) return jsonResponse({ success: false, message: 'ppg is required' }, 400);
      // Every plan group of the stand-in sells PRO MAX, the plan the credit modal offers.
      return jsonResponse({ success: true, ppg, plan: 'promax', credits: PLAN_LIMITS.promax?.credits ?? 0 });
    }),
    http.post('*/api/register-google', ({ request }) =>
      jsonResponse({ success: true, url: `${startSiteBase(request)}/register-auth?social=google` }),
    ),
    http.post('*/api/register-apple', async ({ request }) => {
      const body = await readAnyBody(request);
      const regNum = textField(body, 'reg_num');
      if (!regNum) return jsonResponse({ success: false, message: 'reg_num is required' }, 400);
      const url = new URL(`${startSiteBase(request)}/register-auth`);
      url.searchParams.set('social', 'apple');
      url.searchParams.set('chat_dsng', textField(body, 'chat_dsng') || '01');
      return jsonResponse({ success: true, url: url.href });
    }),
  ];
}
