/**
 * The embed client script's last piece (assembled in ../embed-client.ts): powerbi-client's requests
 * (load, pages, filters, settings, ...), their answers and the message listener.
 */
export const SCRIPT_PROTOCOL = `
  function notLoaded() { return [400, { message: 'NotLoaded', detailedMessage: 'The report is not loaded yet', level: 3 }]; }

  function handle(m) {
    var method = m.method, url = String(m.url || '').split('?')[0], body = m.body;
    if (m.headers && m.headers.uid) s.uid = m.headers.uid;
    if (method === 'POST' && (url === '/report/load' || url === '/report/prepare')) {
      if (!body || typeof body !== 'object' || !body.accessToken) {
        return [400, [{ message: 'accessToken is required' }]];
      }
      // A frame opened without a report (bootstrapped) or reused for another one loads the
      // report the configuration names.
      if (!body.id && !reportId) return [400, [{ message: 'id is required' }]];
      setTimeout(function () { load(body); }, 0);
      return [202, null];
    }
    if (method === 'POST' && url === '/report/render') { render(); return [202, null]; }
    if (method === 'POST' && url === '/report/token') {
      if (typeof body !== 'string' || !body) return [400, { message: 'InvalidAccessToken' }];
      return setToken(body);
    }
    if (method === 'GET' && url === '/getCorrelationId') return [200, rid()];
    if (!s.session) return notLoaded();
    if (method === 'GET' && url === '/report/pages') return [200, s.session.pages.map(pageModel)];
    if (method === 'PUT' && url === '/report/pages/active') {
      if (!body || !changePage(body.name)) return [400, { message: 'PageNotFound', detailedMessage: 'Page ' + (body && body.name) + ' was not found', level: 3 }];
      return [202, null];
    }
    // page.hasLayout(layoutType): whether the page was laid out for that layout.
    var layoutMatch = /^\\/report\\/pages\\/([^/]+)\\/layoutTypes\\/([A-Za-z]+)$/.exec(url);
    if (method === 'GET' && layoutMatch) {
      var laidOut = s.session.pages.find(function (p) { return p.name === layoutMatch[1]; });
      if (!laidOut) return [400, { message: 'PageNotFound', level: 3 }];
      return [200, hasLayout(laidOut, layoutMatch[2])];
    }
    var visualsMatch = /^\\/report\\/pages\\/([^/]+)\\/visuals$/.exec(url);
    if (method === 'GET' && visualsMatch) {
      var page = s.session.pages.find(function (p) { return p.name === visualsMatch[1]; });
      if (!page) return [400, { message: 'PageNotFound', level: 3 }];
      return [200, page.visuals.map(function (v, i) { return { name: 'visual' + (i + 1), title: v, type: v === 'table' ? 'tableEx' : v === 'kpis' ? 'card' : 'clusteredColumnChart', layout: { x: 0, y: i * 240, z: i, width: 1280, height: 220, displayState: { mode: 0 } } }; })];
    }
    if (method === 'GET' && url === '/report/filters') return [200, s.filters];
    if ((method === 'PUT' || method === 'POST') && url === '/report/filters') {
      if (method === 'PUT') {
        if (!Array.isArray(body)) return [400, [{ message: 'filters must be an array' }]];
        s.filters = body.slice();
      } else if (!updateFilters(body)) {
        return [400, [{ message: 'filtersOperation is invalid' }]];
      }
      sendEvent('filtersApplied', { filters: s.filters });
      render();
      return [202, null];
    }
    if (method === 'PATCH' && url === '/report/settings') {
      s.settings = Object.assign({}, s.settings, body || {});
      render();
      return [202, null];
    }
    if (method === 'POST' && (url === '/report/refresh' || url === '/report/print' || url.indexOf('/report/switchMode/') === 0)) return [202, null];
    return [404, { message: 'NotFound', detailedMessage: method + ' ' + url + ' is not supported here', level: 3 }];
  }

  var STATUS = { 200: 'OK', 202: 'Accepted', 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };
  window.addEventListener('message', function (event) {
    var m = event.data;
    if (event.source !== window.parent || !m || typeof m !== 'object') return;
    if (typeof m.statusCode === 'number' || typeof m.method !== 'string' || typeof m.url !== 'string') return;
    Promise.resolve(handle(m)).then(function (answer) {
      var status = answer[0];
      post({ statusCode: status, statusText: STATUS[status] || '', headers: { id: m.headers && m.headers.id }, body: answer[1] });
    });
  });
`;
