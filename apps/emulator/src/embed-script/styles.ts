/** The stylesheet of the emulated report host, served as /embed/embed.css. */
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
html.transparent, html.transparent body { background: transparent; }
.canvas.mobile { margin: 0; padding: 12px; box-shadow: none; }
.canvas.mobile .kpis { flex-direction: column; }
.canvas.mobile .kpi { flex: 0 0 auto; }
.canvas.mobile-landscape .kpis { flex-direction: row; }
.canvas.mobile .chart { max-width: 100%; }
.canvas.fit-width { margin: 0; padding: 12px 16px; }
.canvas.fit-width .chart { max-width: 100%; }
.message, .waiting { margin: auto; max-width: 420px; text-align: center; padding: 24px; color: #605e5c; }
.empty { color: #8a8886; }
`;
