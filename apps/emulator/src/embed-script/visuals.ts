/**
 * The embed client script's report (assembled in ../embed-client.ts): rows narrowed by the
 * filters, KPIs, charts and tables, pages and their tabs. Runs inside the script's one closure.
 */
export const SCRIPT_VISUALS = `
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

  // powerbi-models' LayoutType, DisplayOption and BackgroundType, by number.
  var LAYOUTS = ['Master', 'Custom', 'MobilePortrait', 'MobileLandscape'];
  var DISPLAY = ['FitToPage', 'FitToWidth', 'ActualSize'];
  function hasLayout(page, name) {
    if (name === 'Master' || name === 'Custom') return true;
    return Boolean(page.mobileLayout) && (name === 'MobilePortrait' || name === 'MobileLandscape');
  }
  /**
   * The layout the page is drawn in, as Power BI chooses it: a mobile layout the page has not
   * got falls back to the master layout. Marked on the root, since Power BI shows it nowhere a
   * test could read.
   */
  function layoutOf(page) {
    var st = s.settings || {};
    var asked = LAYOUTS[st.layoutType] || 'Master';
    var layout = hasLayout(page, asked) ? asked : 'Master';
    var display = layout === 'Custom' && st.customLayout ? DISPLAY[st.customLayout.displayOption] || 'FitToPage' : 'FitToPage';
    var transparent = st.background === 1;
    root.setAttribute('data-layout', layout);
    root.setAttribute('data-display-option', display);
    root.setAttribute('data-background', transparent ? 'Transparent' : 'Default');
    document.documentElement.classList.toggle('transparent', transparent);
    return { layout: layout, display: display };
  }

  function showMessage(code, text) {
    root.replaceChildren(el('div', { class: 'message', 'data-testid': 'embed-error', 'data-code': code }, [text]));
    root.setAttribute('data-state', 'error');
  }

  function render() {
    if (!s.session || s.blocked) return;
    var page = activePage();
    var rows = filteredRows();
    var drawn = layoutOf(page);
    var mobile = drawn.layout === 'MobilePortrait' || drawn.layout === 'MobileLandscape';
    var canvasClass = 'canvas' + (mobile ? ' mobile ' + (drawn.layout === 'MobileLandscape' ? 'mobile-landscape' : 'mobile-portrait') : '') + (drawn.display === 'FitToWidth' ? ' fit-width' : '');
    var canvas = el('main', { class: canvasClass, 'data-testid': 'report-canvas' }, [
      el('h1', { 'data-testid': 'report-title' }, [s.session.report.name]),
      el('h2', { 'data-testid': 'page-title', 'data-page': page.name }, [page.displayName])
    ].concat(page.visuals.map(function (v) { return visual(v, rows); })));
    if (s.session.identity) {
      canvas.append(el('p', { class: 'identity', 'data-testid': 'effective-identity' }, [s.session.identity.username + ' · ' + s.session.identity.roles.join(', ')]));
    }
    var layout = el('div', { class: 'layout' }, [canvas]);
    if (!mobile && enabled('filterPaneEnabled', 'filters')) {
      var items = s.filters.map(function (f) {
        var target = f.target || {};
        return el('li', {}, [(target.column || '?') + ': ' + (Array.isArray(f.values) ? f.values.join(', ') : '')]);
      });
      layout.append(el('aside', { class: 'filter-pane', 'data-testid': 'filter-pane' }, [el('h3', {}, [T.filters]), el('ul', {}, items)]));
    }
    var parts = [layout];
    if (!mobile && enabled('navContentPaneEnabled', 'pageNavigation')) {
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
`;
