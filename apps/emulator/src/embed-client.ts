/**
 * The browser side of the emulated report host, served as /embed/embed.js (plain ES2017, no
 * build step). It answers powerbi-client's postMessage protocol: requests arrive as
 * { method, url, headers: { id, uid, ... }, body } and get { statusCode, statusText, headers: { id }, body };
 * events go to the host as POST /reports/{uid}/events/{name}.
 */
export const EMBED_CLIENT_SCRIPT = `(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var reportId = params.get('reportId');
  var language = (params.get('language') || navigator.language || 'en').toLowerCase();
  var root = document.getElementById('report');
  var SVG = 'http://www.w3.org/2000/svg';
  var TEXTS = {
    en: { expired: 'Your session has expired. Reload to continue.', capacity: 'This content is not available right now: its capacity is not running.', failed: 'This report could not be loaded.', waiting: 'Loading report…', noData: 'No data', revenue: 'Revenue', units: 'Units', orders: 'Rows', filters: 'Filters', region: 'Region', product: 'Product', month: 'Month' },
    pt: { expired: 'Sua sessão expirou. Recarregue para continuar.', capacity: 'Este conteúdo não está disponível agora: a capacidade não está em execução.', failed: 'Não foi possível carregar este relatório.', waiting: 'Carregando relatório…', noData: 'Sem dados', revenue: 'Receita', units: 'Unidades', orders: 'Linhas', filters: 'Filtros', region: 'Região', product: 'Produto', month: 'Mês' },
    'pt-pt': { expired: 'A sua sessão expirou. Recarregue para continuar.', capacity: 'Este conteúdo não está disponível agora: a capacidade não está em execução.', failed: 'Não foi possível carregar este relatório.', waiting: 'A carregar relatório…', noData: 'Sem dados', revenue: 'Receita', units: 'Unidades', orders: 'Linhas', filters: 'Filtros', region: 'Região', product: 'Produto', month: 'Mês' },
    es: { expired: 'Su sesión ha caducado. Recargue para continuar.', capacity: 'Este contenido no está disponible ahora: su capacidad no está en ejecución.', failed: 'No se pudo cargar este informe.', waiting: 'Cargando informe…', noData: 'Sin datos', revenue: 'Ingresos', units: 'Unidades', orders: 'Filas', filters: 'Filtros', region: 'Región', product: 'Producto', month: 'Mes' }
  };
  var T = TEXTS[language] || TEXTS[language.slice(0, 2)] || TEXTS.en;

  var s = {
    uid: params.get('uid'),
    token: null,
    session: null,
    pageName: null,
    filters: [],
    settings: {},
    loadedSent: false,
    blocked: null,
    expiryTimer: null,
    watchTimer: null
  };

  function rid() {
    var a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return a[0].toString(36) + a[1].toString(36);
  }
  function post(message) {
    window.parent.postMessage(message, '*');
  }
  function sendEvent(name, body) {
    post({ method: 'POST', url: '/reports/' + s.uid + '/events/' + name, headers: { id: rid() }, body: body === undefined ? null : body });
  }
  function sendError(message, detailedMessage, errorCode) {
    sendEvent('error', { message: message, detailedMessage: detailedMessage, errorCode: errorCode, level: 6, technicalDetails: { requestId: rid() } });
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) { node.append(c); });
    return node;
  }
  function svg(tag, attrs) {
    var node = document.createElementNS(SVG, tag);
    for (var k in attrs) node.setAttribute(k, String(attrs[k]));
    return node;
  }
  function fmt(n) { return Math.round(n).toLocaleString('en-US'); }

  function api(path, body) {
    var init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {};
    return fetch(path, init).then(function (res) {
      return res.json().then(function (json) { return { status: res.status, body: json }; });
    });
  }

  function enabled(setting, paneName) {
    var st = s.settings || {};
    if (st.panes && st.panes[paneName] && st.panes[paneName].visible === false) return false;
    return st[setting] !== false;
  }
  function headersVisible() {
    var vs = (s.settings || {}).visualSettings;
    var list = (vs && vs.visualHeaders) || [];
    var hidden = list.some(function (h) { return !h.selector && h.settings && h.settings.visible === false; });
    return !hidden;
  }

  function filteredRows() {
    var rows = s.session ? s.session.rows : [];
    return rows.filter(function (row) {
      return s.filters.every(function (f) {
        var column = f && f.target && String(f.target.column || '').toLowerCase();
        if (!column || !(column in row) || !Array.isArray(f.values)) return true;
        var value = row[column];
        var has = f.values.map(String).indexOf(String(value)) >= 0;
        if (f.operator === 'NotIn') return !has;
        if (f.operator === 'All') return true;
        return has;
      });
    });
  }
  function sum(rows, key) { return rows.reduce(function (a, r) { return a + r[key]; }, 0); }
  function groupBy(rows, key) {
    var out = {};
    rows.forEach(function (r) { out[r[key]] = (out[r[key]] || 0) + r.revenue; });
    return Object.keys(out).sort().map(function (k) { return { label: k, value: out[k] }; });
  }

  function kpis(rows) {
    function card(id, label, value) {
      return el('div', { class: 'kpi', 'data-testid': 'kpi-' + id, 'data-value': String(Math.round(value)) }, [
        el('span', { class: 'kpi-label' }, [label]),
        el('strong', { class: 'kpi-value' }, [fmt(value)])
      ]);
    }
    return el('div', { class: 'kpis' }, [
      card('revenue', T.revenue, sum(rows, 'revenue')),
      card('units', T.units, sum(rows, 'units')),
      card('rows', T.orders, rows.length)
    ]);
  }
  function bars(points, testid) {
    if (points.length === 0) return el('p', { class: 'empty' }, [T.noData]);
    var max = Math.max.apply(null, points.map(function (p) { return p.value; })) || 1;
    var width = 560, height = 200, gap = 12;
    var bw = (width - gap * (points.length + 1)) / points.length;
    var chart = svg('svg', { viewBox: '0 0 ' + width + ' ' + (height + 40), class: 'chart', role: 'img', 'data-testid': testid });
    points.forEach(function (p, i) {
      var h = Math.max(2, (p.value / max) * height);
      var x = gap + i * (bw + gap);
      var bar = svg('rect', { x: x, y: height - h + 10, width: bw, height: h, rx: 3, class: 'bar', 'data-label': p.label, 'data-value': Math.round(p.value) });
      var title = svg('title', {});
      title.textContent = p.label + ': ' + fmt(p.value);
      bar.append(title);
      var label = svg('text', { x: x + bw / 2, y: height + 30, 'text-anchor': 'middle', class: 'axis' });
      label.textContent = p.label;
      chart.append(bar, label);
    });
    return chart;
  }
  function table(rows) {
    var agg = {};
    rows.forEach(function (r) {
      var k = r.region + '|' + r.product;
      agg[k] = agg[k] || { region: r.region, product: r.product, revenue: 0, units: 0 };
      agg[k].revenue += r.revenue;
      agg[k].units += r.units;
    });
    var body = Object.keys(agg).sort().map(function (k) {
      var a = agg[k];
      return el('tr', {}, [el('td', {}, [a.region]), el('td', {}, [a.product]), el('td', { class: 'num' }, [fmt(a.revenue)]), el('td', { class: 'num' }, [fmt(a.units)])]);
    });
    return el('table', { class: 'table', 'data-testid': 'visual-table-grid' }, [
      el('thead', {}, [el('tr', {}, [el('th', {}, [T.region]), el('th', {}, [T.product]), el('th', {}, [T.revenue]), el('th', {}, [T.units])])]),
      el('tbody', {}, body)
    ]);
  }
  function visual(kind, rows) {
    var titles = { kpis: '', byMonth: T.revenue + ' · ' + T.month, byRegion: T.revenue + ' · ' + T.region, byProduct: T.revenue + ' · ' + T.product, table: T.region + ' × ' + T.product };
    var content = kind === 'kpis' ? kpis(rows)
      : kind === 'byMonth' ? bars(groupBy(rows, 'month'), 'chart-month')
      : kind === 'byRegion' ? bars(groupBy(rows, 'region'), 'chart-region')
      : kind === 'byProduct' ? bars(groupBy(rows, 'product'), 'chart-product')
      : table(rows);
    var children = [];
    if (headersVisible() && kind !== 'kpis') children.push(el('header', { class: 'visual-header', 'data-testid': 'visual-header' }, [el('span', {}, [titles[kind]]), el('span', { class: 'dots', 'aria-hidden': 'true' }, ['⋯'])]));
    children.push(content);
    return el('section', { class: 'visual visual-' + kind, 'data-testid': 'visual-' + kind }, children);
  }

  function activePage() {
    var pages = s.session ? s.session.pages : [];
    return pages.find(function (p) { return p.name === s.pageName; }) || pages[0];
  }
  function pageModel(p) {
    return { name: p.name, displayName: p.displayName, isActive: p.name === (activePage() || {}).name, visibility: 0, defaultSize: { width: 1280, height: 720, type: 1 }, defaultDisplayOption: 1 };
  }

  function showMessage(code, text) {
    root.replaceChildren(el('div', { class: 'message', 'data-testid': 'embed-error', 'data-code': code }, [text]));
    root.setAttribute('data-state', 'error');
  }

  function render() {
    if (!s.session || s.blocked) return;
    var page = activePage();
    var rows = filteredRows();
    var canvas = el('main', { class: 'canvas' }, [
      el('h1', { 'data-testid': 'report-title' }, [s.session.report.name]),
      el('h2', { 'data-testid': 'page-title', 'data-page': page.name }, [page.displayName])
    ].concat(page.visuals.map(function (v) { return visual(v, rows); })));
    if (s.session.identity) {
      canvas.append(el('p', { class: 'identity', 'data-testid': 'effective-identity' }, [s.session.identity.username + ' · ' + s.session.identity.roles.join(', ')]));
    }
    var layout = el('div', { class: 'layout' }, [canvas]);
    if (enabled('filterPaneEnabled', 'filters')) {
      var items = s.filters.map(function (f) {
        var target = f.target || {};
        return el('li', {}, [(target.column || '?') + ': ' + (Array.isArray(f.values) ? f.values.join(', ') : '')]);
      });
      layout.append(el('aside', { class: 'filter-pane', 'data-testid': 'filter-pane' }, [el('h3', {}, [T.filters]), el('ul', {}, items)]));
    }
    var parts = [layout];
    if (enabled('navContentPaneEnabled', 'pageNavigation')) {
      parts.push(el('nav', { class: 'tabs', 'data-testid': 'page-tabs' }, s.session.pages.map(function (p) {
        var b = el('button', { type: 'button', class: p.name === page.name ? 'tab active' : 'tab', 'data-page': p.name }, [p.displayName]);
        b.addEventListener('click', function () { changePage(p.name); });
        return b;
      })));
    }
    root.replaceChildren.apply(root, parts);
    root.setAttribute('data-state', 'rendered');
    sendEvent('rendered', null);
  }

  function changePage(name) {
    var pages = s.session ? s.session.pages : [];
    var target = pages.find(function (p) { return p.name === name; });
    if (!target) return false;
    var old = activePage();
    s.pageName = target.name;
    if (old && old.name === target.name) return true;
    sendEvent('pageChanged', { newPage: pageModel(target), oldPage: old ? Object.assign(pageModel(old), { isActive: false }) : null });
    render();
    return true;
  }

  function scheduleExpiry() {
    clearTimeout(s.expiryTimer);
    if (!s.session) return;
    var wait = Math.max(0, s.session.expiration - Date.now());
    s.expiryTimer = setTimeout(checkExpiry, Math.min(wait, 30000));
  }
  function checkExpiry() {
    if (!s.session || s.blocked === 'TokenExpired') return;
    if (Date.now() >= s.session.expiration) {
      s.blocked = 'TokenExpired';
      sendError('TokenExpired', 'Access token has expired, resubmit with a new access token', '403');
      showMessage('TokenExpired', T.expired);
    } else {
      scheduleExpiry();
    }
  }

  function watchCapacity() {
    clearTimeout(s.watchTimer);
    s.watchTimer = setTimeout(function () {
      api('api/capacity?reportId=' + encodeURIComponent(reportId)).then(function (res) {
        applyCapacity(res.body);
      }, function () {}).then(watchCapacity);
    }, s.blocked === 'CapacityNotActive' ? 1000 : 3000);
  }
  function applyCapacity(capacity) {
    if (!capacity || !s.session) return;
    if (!capacity.active && s.blocked !== 'CapacityNotActive' && s.blocked !== 'TokenExpired') {
      s.blocked = 'CapacityNotActive';
      sendError('CapacityNotActive', 'The capacity of this report is not running (' + capacity.state + ')', '403');
      showMessage('CapacityNotActive', T.capacity);
    } else if (capacity.active && s.blocked === 'CapacityNotActive') {
      s.blocked = null;
      show();
    }
  }
  function show() {
    if (!s.loadedSent) {
      s.loadedSent = true;
      sendEvent('loaded', null);
    }
    render();
  }

  function openSession(token) {
    return api('api/session', { token: token, reportId: reportId });
  }

  function load(config) {
    s.token = config.accessToken;
    s.settings = config.settings || {};
    s.filters = Array.isArray(config.filters) ? config.filters.slice() : [];
    s.pageName = config.pageName || null;
    s.blocked = null;
    s.loadedSent = false;
    root.setAttribute('data-state', 'loading');
    root.replaceChildren(el('p', { class: 'waiting' }, [T.waiting]));
    openSession(config.accessToken).then(function (res) {
      if (res.status !== 200) {
        s.session = null;
        var code = res.body && res.body.error;
        if (code === 'TokenExpired') {
          s.blocked = 'TokenExpired';
          sendError('TokenExpired', 'Access token has expired, resubmit with a new access token', '403');
          showMessage('TokenExpired', T.expired);
        } else {
          sendError('LoadReportFailed', 'Fail to initialize - ' + (code || 'unknown error'), String(res.status));
          showMessage('LoadReportFailed', T.failed);
        }
        return;
      }
      s.session = res.body;
      if (s.pageName && !s.session.pages.some(function (p) { return p.name === s.pageName; })) s.pageName = null;
      scheduleExpiry();
      if (!res.body.capacity.active) applyCapacity(res.body.capacity);
      else show();
      watchCapacity();
    }, function () {
      sendError('LoadReportFailed', 'Fail to initialize - network error', '500');
      showMessage('LoadReportFailed', T.failed);
    });
  }

  function setToken(token) {
    return openSession(token).then(function (res) {
      if (res.status !== 200) {
        var code = (res.body && res.body.error) || 'InvalidToken';
        return [400, { message: code === 'TokenExpired' ? 'TokenExpired' : 'InvalidAccessToken', detailedMessage: code, errorCode: '400', level: 3 }];
      }
      if (s.session && res.body.report.id !== s.session.report.id) {
        return [400, { message: 'InvalidAccessToken', detailedMessage: 'The token is for another report', errorCode: '400', level: 3 }];
      }
      s.token = token;
      s.session = Object.assign({}, s.session || res.body, { expiration: res.body.expiration, tokenId: res.body.tokenId, rows: res.body.rows, identity: res.body.identity });
      scheduleExpiry();
      if (s.blocked === 'TokenExpired') {
        s.blocked = null;
        if (!res.body.capacity.active) applyCapacity(res.body.capacity);
        else show();
      }
      return [200, null];
    });
  }

  var OPS = { RemoveAll: 0, ReplaceAll: 1, Add: 2, Replace: 3 };
  function updateFilters(request) {
    var op = request && request.filtersOperation;
    var list = (request && request.filters) || [];
    if (op === OPS.RemoveAll) s.filters = [];
    else if (op === OPS.ReplaceAll) s.filters = list.slice();
    else if (op === OPS.Add) s.filters = s.filters.concat(list);
    else if (op === OPS.Replace) {
      s.filters = s.filters.filter(function (f) {
        return !list.some(function (n) { return JSON.stringify(n.target) === JSON.stringify(f.target); });
      }).concat(list);
    } else return false;
    return true;
  }

  function notLoaded() { return [400, { message: 'NotLoaded', detailedMessage: 'The report is not loaded yet', level: 3 }]; }

  function handle(m) {
    var method = m.method, url = String(m.url || '').split('?')[0], body = m.body;
    if (m.headers && m.headers.uid) s.uid = m.headers.uid;
    if (method === 'POST' && (url === '/report/load' || url === '/report/prepare')) {
      if (!body || typeof body !== 'object' || !body.accessToken) {
        return [400, [{ message: 'accessToken is required' }]];
      }
      if (body.id && reportId && String(body.id).toLowerCase() !== reportId.toLowerCase()) {
        return [400, [{ message: 'id does not match the reportId of the embed URL' }]];
      }
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
})();
`;

export const EMBED_STYLES = `
:root { color-scheme: light; font-family: 'Segoe UI', system-ui, -apple-system, sans-serif; }
html, body { margin: 0; height: 100%; background: #eaeaea; color: #252423; }
#report { height: 100%; display: flex; flex-direction: column; }
.layout { flex: 1; display: flex; min-height: 0; }
.canvas { flex: 1; overflow: auto; padding: 16px 24px; background: #fff; margin: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
.canvas h1 { font-size: 20px; margin: 0 0 4px; }
.canvas h2 { font-size: 14px; font-weight: 600; color: #605e5c; margin: 0 0 16px; }
.kpis { display: flex; gap: 12px; flex-wrap: wrap; }
.kpi { flex: 1 1 140px; border: 1px solid #edebe9; border-radius: 4px; padding: 10px 14px; }
.kpi-label { display: block; font-size: 12px; color: #605e5c; }
.kpi-value { font-size: 26px; font-weight: 600; }
.visual { margin-bottom: 16px; }
.visual-header { display: flex; justify-content: space-between; font-size: 12px; color: #605e5c; border-bottom: 1px solid #edebe9; margin-bottom: 6px; padding-bottom: 2px; }
.chart { width: 100%; max-width: 640px; height: auto; }
.bar { fill: #118dff; }
.axis { font-size: 12px; fill: #605e5c; }
.table { border-collapse: collapse; font-size: 13px; min-width: 360px; }
.table th, .table td { border-bottom: 1px solid #edebe9; padding: 4px 10px; text-align: left; }
.table .num { text-align: right; font-variant-numeric: tabular-nums; }
.identity { font-size: 11px; color: #8a8886; margin-top: 12px; }
.filter-pane { width: 200px; background: #f3f2f1; border-left: 1px solid #e1dfdd; padding: 12px; font-size: 12px; overflow: auto; }
.filter-pane h3 { font-size: 13px; margin: 0 0 8px; }
.filter-pane ul { padding-left: 16px; margin: 0; }
.tabs { display: flex; gap: 2px; background: #f3f2f1; border-top: 1px solid #e1dfdd; padding: 0 8px; }
.tab { border: 0; background: transparent; padding: 8px 14px; font: inherit; font-size: 13px; cursor: pointer; color: #252423; border-bottom: 3px solid transparent; }
.tab.active { border-bottom-color: #f2c811; font-weight: 600; }
.message, .waiting { margin: auto; max-width: 420px; text-align: center; padding: 24px; color: #605e5c; }
.empty { color: #8a8886; }
`;
