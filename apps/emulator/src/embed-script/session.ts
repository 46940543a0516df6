/**
 * The embed client script's session (assembled in ../embed-client.ts): token expiry, the capacity
 * watch, loading a report, new tokens and filter updates. Runs inside the script's one closure.
 */
export const SCRIPT_SESSION = `
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
    // Each load replaces whatever the frame showed before; a late answer for an earlier load
    // is dropped.
    var seq = ++s.loads;
    if (config.id) reportId = String(config.id);
    clearTimeout(s.expiryTimer);
    clearTimeout(s.watchTimer);
    s.session = null;
    s.token = config.accessToken;
    s.settings = config.settings || {};
    s.filters = Array.isArray(config.filters) ? config.filters.slice() : [];
    s.pageName = config.pageName || null;
    s.blocked = null;
    s.loadedSent = false;
    root.setAttribute('data-state', 'loading');
    root.replaceChildren(el('p', { class: 'waiting' }, [T.waiting]));
    openSession(config.accessToken).then(function (res) {
      if (seq !== s.loads) return;
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
      if (seq !== s.loads) return;
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
`;
