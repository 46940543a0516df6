/**
 * The embed client script's first piece (assembled in ../embed-client.ts): its texts, its state
 * and the helpers the other pieces use (messages to the host, events, DOM and SVG elements, the
 * emulator's own API). The pieces run inside one closure and share its variables; plain ES2017.
 */
export const SCRIPT_SETUP = `
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
    loads: 0,
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
`;
