import PDFDocument from 'pdfkit';
import { type ExportedPage, formatNumber, identityLine } from './content';
import { Picture } from './png';
import { zip } from './zip';

const BRAND = '#118dff';
const INK = '#252423';

/** A PDF, one landscape page per exported page: title, whose data, filter, KPIs, charts, table. */
export function renderPdf(pages: ExportedPage[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    autoFirstPage: false,
    info: { Title: pages[0]?.report ?? 'Report', Creator: 'Power BI (emulated)' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of pages) {
    doc.addPage();
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(`${page.report} - ${page.page}`);
    doc.font('Helvetica').fontSize(11).fillColor('#605e5c').text(identityLine(page));
    if (page.filter) doc.text(`Filter: ${page.filter}`);
    doc.moveDown();
    if (page.kpis.length > 0) {
      doc
        .fillColor(INK)
        .fontSize(13)
        .text(page.kpis.map((k) => `${k.label}: ${formatNumber(k.value)}`).join('    '));
      doc.moveDown();
    }
    for (const chart of page.charts) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(chart.title);
      const max = Math.max(1, ...chart.bars.map((b) => b.value));
      const top = doc.y + 4;
      chart.bars.forEach((bar, i) => {
        const y = top + i * 18;
        doc.font('Helvetica').fontSize(10).fillColor(INK).text(bar.label, 40, y, { width: 90 });
        doc.rect(135, y, (bar.value / max) * 420, 12).fill(BRAND);
        doc.fillColor(INK).text(formatNumber(bar.value), 565, y, { width: 120 });
      });
      doc.x = 40;
      doc.y = top + chart.bars.length * 18 + 10;
    }
    if (page.table) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Revenue by region and product');
      doc.font('Helvetica').fontSize(10);
      for (const row of page.table)
        doc.text(`${row.region}    ${row.product}    ${formatNumber(row.revenue)}`);
    }
  }
  doc.end();
  return done;
}

function xml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

const PML = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const DML = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const RT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.presentationml';
const EMU = 12_700; // per point
const SLIDE_W = 960 * EMU;
const SLIDE_H = 540 * EMU;

function textBox(id: number, x: number, y: number, w: number, h: number, lines: string[], size = 14): string {
  const paragraphs = lines
    .map((line) => `<a:p><a:r><a:rPr lang="en-US" sz="${size * 100}"/><a:t>${xml(line)}</a:t></a:r></a:p>`)
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x * EMU}" y="${y * EMU}"/><a:ext cx="${w * EMU}" cy="${h * EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

function bar(id: number, x: number, y: number, w: number, h: number, label: string): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${xml(label)}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${Math.round(x * EMU)}" y="${Math.round(y * EMU)}"/><a:ext cx="${Math.max(1, Math.round(w * EMU))}" cy="${Math.round(h * EMU)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${BRAND.slice(1)}"/></a:solidFill></p:spPr></p:sp>`;
}

function slideXml(page: ExportedPage): string {
  const shapes: string[] = [];
  let id = 2;
  const head = [identityLine(page), ...(page.filter ? [`Filter: ${page.filter}`] : [])];
  shapes.push(textBox(id++, 30, 20, 900, 40, [`${page.report} - ${page.page}`], 24));
  shapes.push(textBox(id++, 30, 60, 900, 40, head, 12));
  let y = 110;
  if (page.kpis.length > 0) {
    shapes.push(
      textBox(
        id++,
        30,
        y,
        900,
        30,
        [page.kpis.map((k) => `${k.label}: ${formatNumber(k.value)}`).join('    ')],
        16,
      ),
    );
    y += 40;
  }
  for (const chart of page.charts) {
    shapes.push(textBox(id++, 30, y, 600, 24, [chart.title], 14));
    y += 26;
    const max = Math.max(1, ...chart.bars.map((b) => b.value));
    for (const item of chart.bars) {
      if (y > 500) break;
      shapes.push(textBox(id++, 30, y, 110, 18, [item.label], 10));
      shapes.push(
        bar(id++, 145, y + 3, (item.value / max) * 560, 12, `${item.label}: ${formatNumber(item.value)}`),
      );
      shapes.push(textBox(id++, 715, y, 200, 18, [formatNumber(item.value)], 10));
      y += 20;
    }
    y += 10;
  }
  if (page.table && y < 480) {
    const rows = page.table.map((r) => `${r.region}    ${r.product}    ${formatNumber(r.revenue)}`);
    shapes.push(textBox(id++, 30, y, 900, 540 - y - 10, ['Revenue by region and product', ...rows], 9));
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes.join('')}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

const THEME = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><a:theme xmlns:a="${DML}" name="Emulated"><a:themeElements><a:clrScheme name="Emulated"><a:dk1><a:srgbClr val="252423"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="44546A"/></a:dk2><a:lt2><a:srgbClr val="E7E6E6"/></a:lt2><a:accent1><a:srgbClr val="118DFF"/></a:accent1><a:accent2><a:srgbClr val="12239E"/></a:accent2><a:accent3><a:srgbClr val="E66C37"/></a:accent3><a:accent4><a:srgbClr val="6B007B"/></a:accent4><a:accent5><a:srgbClr val="E044A7"/></a:accent5><a:accent6><a:srgbClr val="744EC2"/></a:accent6><a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme><a:fontScheme name="Emulated"><a:majorFont><a:latin typeface="Segoe UI"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Segoe UI"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Emulated"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="12700"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

const EMPTY_TREE =
  '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>';

/**
 * A PowerPoint file (Office Open XML, ECMA-376 PresentationML), one slide per exported page,
 * with the same content as the PDF: text boxes and a bar per chart value.
 */
export function renderPptx(pages: ExportedPage[]): Buffer {
  const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const files: { path: string; text: string }[] = [];
  const slideOverrides = pages
    .map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="${CT}.slide+xml"/>`)
    .join('');
  files.push({
    path: '[Content_Types].xml',
    text: `${decl}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="${CT}.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${CT}.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${CT}.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${slideOverrides}</Types>`,
  });
  files.push({
    path: '_rels/.rels',
    text: `${decl}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${RT}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
  });
  const slideIds = pages.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('');
  files.push({
    path: 'ppt/presentation.xml',
    text: `${decl}<p:presentation xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="${SLIDE_W}" cy="${SLIDE_H}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  });
  const presRels = pages
    .map((_, i) => `<Relationship Id="rId${i + 2}" Type="${RT}/slide" Target="slides/slide${i + 1}.xml"/>`)
    .join('');
  files.push({
    path: 'ppt/_rels/presentation.xml.rels',
    text: `${decl}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${RT}/slideMaster" Target="slideMasters/slideMaster1.xml"/>${presRels}<Relationship Id="rId${pages.length + 2}" Type="${RT}/theme" Target="theme/theme1.xml"/></Relationships>`,
  });
  files.push({
    path: 'ppt/slideMasters/slideMaster1.xml',
    text: `${decl}<p:sldMaster xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}">${EMPTY_TREE}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
  });
  files.push({
    path: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    text: `${decl}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${RT}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/><Relationship Id="rId2" Type="${RT}/theme" Target="../theme/theme1.xml"/></Relationships>`,
  });
  files.push({
    path: 'ppt/slideLayouts/slideLayout1.xml',
    text: `${decl}<p:sldLayout xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}" type="blank">${EMPTY_TREE}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
  });
  files.push({
    path: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    text: `${decl}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${RT}/slideMaster" Target="../slideMasters/slideMaster1.xml"/></Relationships>`,
  });
  files.push({ path: 'ppt/theme/theme1.xml', text: THEME });
  pages.forEach((page, i) => {
    files.push({ path: `ppt/slides/slide${i + 1}.xml`, text: slideXml(page) });
    files.push({
      path: `ppt/slides/_rels/slide${i + 1}.xml.rels`,
      text: `${decl}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${RT}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/></Relationships>`,
    });
  });
  return zip(files.map((f) => ({ path: f.path, data: Buffer.from(f.text, 'utf8') })));
}

/**
 * A PNG of one page: a title band, a KPI strip and the charts' bars. What it shows in words
 * (report, page, whose data, filter, figures) is in its text chunks.
 */
export function renderPng(page: ExportedPage): Buffer {
  const picture = new Picture(1280, 720, '#ffffff');
  picture.fill(0, 0, 1280, 56, BRAND);
  for (let i = 0; i < page.kpis.length; i += 1) picture.fill(24 + i * 300, 80, 280, 80, '#f3f2f1');
  let y = 190;
  for (const chart of page.charts) {
    const max = Math.max(1, ...chart.bars.map((b) => b.value));
    for (const item of chart.bars) {
      if (y > 690) break;
      picture.fill(160, y, (item.value / max) * 1000, 20, BRAND);
      y += 28;
    }
    y += 24;
  }
  return picture.png({
    Title: `${page.report} - ${page.page}`,
    Author: page.identity?.username ?? '',
    Description: identityLine(page),
    ...(page.filter ? { Comment: `Filter: ${page.filter}` } : {}),
    Figures: [
      ...page.kpis.map((k) => `${k.label}: ${formatNumber(k.value)}`),
      ...page.charts.flatMap((c) => c.bars.map((b) => `${b.label}: ${formatNumber(b.value)}`)),
    ].join('; '),
  });
}

/** PNG of a single page; several pages come as a ZIP of PNGs, as the service answers. */
export function renderPngs(pages: ExportedPage[]): { file: Buffer; extension: '.png' | '.zip' } {
  if (pages.length === 1) return { file: renderPng(pages[0]!), extension: '.png' };
  return {
    file: zip(pages.map((page, i) => ({ path: `${i + 1}-${page.page}.png`, data: renderPng(page) }))),
    extension: '.zip',
  };
}
