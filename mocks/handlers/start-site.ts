import { http, HttpResponse } from 'msw';
import {
  START_SITE_PATH,
  START_SITE_SCRIPT,
  START_SITE_SCRIPT_SOURCE,
  startSitePage,
} from '../start-site/pages';

/** The stand-in start site at /demo-start/* (the in-browser worker lets frame navigations pass by). */
export function startSiteHandlers() {
  return [
    http.get(`*${START_SITE_PATH}/:page`, ({ params }) => {
      const name = String(params.page);
      if (name === START_SITE_SCRIPT) {
        return new HttpResponse(START_SITE_SCRIPT_SOURCE, {
          headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
        });
      }
      const html = startSitePage(name);
      if (html === null) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }),
  ];
}
