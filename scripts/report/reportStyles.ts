/** The report's styles, inline so that the file opens anywhere with no request. */
export const REPORT_STYLES = `
:root { --ink: #14224f; --muted: #5b6478; --line: #e3e6ee; --warn: #b42318; --warn-bg: #fef3f2; --fine: #067647;
  --html: #64748b; --css: #8b5cf6; --js: #f59e0b; --images: #14b8a6; --words: #3b82f6; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f7fb; }
header, main { max-width: 1400px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 24px; }
h1 { margin: 0; font-size: 24px; }
h2 { font-size: 18px; margin: 32px 0 8px; }
p { margin: 0; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.built { color: var(--muted); margin-top: 4px; }
.summary { display: grid; grid-template-columns: repeat(6, 1fr); gap: 12px; list-style: none; padding: 0; margin: 20px 0; }
.summary a { display: block; height: 100%; padding: 12px 14px; border-radius: 10px; background: #fff; border: 1px solid var(--line); color: inherit; text-decoration: none; }
.summary strong { display: block; font-size: 24px; line-height: 1.2; }
.summary .attention a { border-color: #fda29b; background: var(--warn-bg); }
.summary .attention strong { color: var(--warn); }
.summary .clear strong { color: var(--fine); }
table { width: 100%; border-collapse: separate; border-spacing: 0; background: #fff; border: 1px solid var(--line); border-radius: 10px; }
th, td { padding: 12px; text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); }
tbody tr:last-child td { border-bottom: 0; }
th { position: sticky; top: 0; z-index: 1; background: #eef1f8; font-size: 12px; text-transform: uppercase; letter-spacing: .03em; cursor: help; }
th:first-child { border-top-left-radius: 10px; }
th:last-child { border-top-right-radius: 10px; }
.legend { display: flex; flex-wrap: wrap; gap: 2px 8px; margin-top: 4px; font-weight: 400; text-transform: none; letter-spacing: 0; }
.search { width: 28%; }
.images-cell { width: 190px; }
.links-cell { width: 140px; }
.path { font: 600 13px ui-monospace, SFMono-Regular, Menlo, monospace; margin-bottom: 6px; }
.result { max-width: 600px; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--line); font-family: Arial, sans-serif; }
.result-address { color: #202124; font-size: 12px; }
.result-title { color: #1a0dab; font-size: 18px; line-height: 1.3; margin: 2px 0; }
.result-description { color: #4d5156; font-size: 13px; }
.lengths { color: var(--muted); font-size: 12px; margin-top: 4px; }
.card { width: 210px; margin: 0; border: 1px solid #dadde1; border-radius: 8px; overflow: hidden; background: #f0f2f5; }
.card img, .no-picture { display: block; width: 100%; height: auto; aspect-ratio: 1.91 / 1; object-fit: cover; }
.no-picture { display: grid; place-items: center; color: var(--muted); background: #e4e6eb; }
.card figcaption { display: grid; gap: 2px; padding: 8px 10px; font-family: Helvetica, Arial, sans-serif; }
.card-host { color: #65676b; font-size: 11px; text-transform: uppercase; }
.card-title { font-weight: 600; font-size: 13px; line-height: 1.25; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.card-description { color: #65676b; font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.number { width: 90px; }
.weight { width: 250px; }
.figure { font-weight: 600; font-variant-numeric: tabular-nums; }
.bar { height: 10px; margin-top: 4px; border-radius: 5px; background: #eef1f8; overflow: hidden; }
.bar > span, .stack { display: flex; height: 100%; border-radius: 5px; overflow: hidden; }
.words { background: var(--words); }
.stack > span { height: 100%; }
.html { background: var(--html); } .css { background: var(--css); } .js { background: var(--js); } .images { background: var(--images); }
.parts { display: grid; grid-template-columns: 1fr 1fr; gap: 0 8px; margin-top: 6px; color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.swatch { display: inline-block; width: 8px; height: 8px; margin-right: 4px; border-radius: 2px; }
.warnings { margin: 8px 0 0; padding: 0; list-style: none; }
.warnings li { color: var(--warn); background: var(--warn-bg); border-radius: 6px; padding: 3px 8px; margin-top: 4px; font-size: 12px; }
.findings { margin: 0; padding-left: 16px; color: var(--warn); font-size: 12px; }
.findings li + li { margin-top: 4px; }
.findings code { color: var(--ink); overflow-wrap: anywhere; }
.fine { color: var(--fine); }
.placeholders { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 12px 12px 12px 32px; }
.placeholders li { padding: 2px 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin-bottom: 48px; }
dt { font-weight: 600; }
dd { margin: 0; color: var(--muted); }
`
