"""The Airflow UI plugin: a Usenet status page and the admin-gated status.json.

Plugin routes are not behind Airflow's auth, so status.json (which carries
provider hostnames and error text) requires the admin key from
USENET_ADMIN_KEY, sent as header ``X-Usenet-Admin-Key`` or ``?key=``.
Without a configured key the endpoint refuses with a message saying so.
"""

from __future__ import annotations

import hmac
import os

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse

app = FastAPI(title="usenet-ops status")

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>Usenet status</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse}td,th{padding:2px 8px;
border-bottom:1px solid #ddd;text-align:left}pre{background:#f6f6f6;padding:8px}.bad{color:#b00}</style></head>
<body><h2>usenet-ops status</h2><p>Admin key: <input id="k" type="password"> <button onclick="save()">use</button>
<span id="msg"></span></p><div id="out">loading...</div><script>
function save(){localStorage.setItem('usenetKey',document.getElementById('k').value);tick()}
function row(o){return '<tr>'+Object.values(o).map(v=>'<td>'+(typeof v==='object'?JSON.stringify(v):v)+'</td>').join('')+'</tr>'}
function table(list){
  if(!list||!list.length)return '<p>none</p>';
  return '<table><tr>'+Object.keys(list[0]).map(k=>'<th>'+k+'</th>').join('')+'</tr>'+list.map(row).join('')+'</table>'}
async function tick(){
  const k=localStorage.getItem('usenetKey')||'';
  const r=await fetch('status.json',{headers:{'X-Usenet-Admin-Key':k}});
  const d=await r.json();
  if(!r.ok){document.getElementById('out').innerHTML='<p class=bad>'+d.error+'</p>';return}
  document.getElementById('out').innerHTML=
    '<p>catalogue: <b>'+d.total_nzbs+'</b> releases, staged articles: '+d.staged_articles+
    ', ready sets: '+d.ready_groups+', active groups: '+d.active_groups+'</p>'+
    '<h3>crawl</h3><pre>'+JSON.stringify(d.crawl,null,1)+'</pre>'+
    '<h3>jobs</h3>'+table(d.jobs)+'<h3>providers</h3>'+table(d.providers)+
    '<h3>stalled</h3>'+table(d.stalled)+'<h3>recent errors</h3>'+table(d.errors)}
tick();setInterval(tick,5000)</script></body></html>"""


def _authorised(request: Request) -> tuple[bool, str]:
    expected = os.environ.get("USENET_ADMIN_KEY", "")
    if not expected:
        return False, "status.json is admin-gated: set USENET_ADMIN_KEY on the api-server and send it as X-Usenet-Admin-Key"
    given = request.headers.get("x-usenet-admin-key") or request.query_params.get("key") or ""
    if not hmac.compare_digest(given.encode(), expected.encode()):
        return False, "missing or wrong admin key (header X-Usenet-Admin-Key)"
    return True, ""


@app.get("/status.json")
def status_json(request: Request) -> JSONResponse:
    ok, why = _authorised(request)
    if not ok:
        return JSONResponse({"error": why}, status_code=403)
    from usenet_ops.adapters import dagconfig, status
    from usenet_ops.passes import compose
    from usenet_ops.store import db

    try:
        with db.connect(autocommit=True) as conn:
            conn_ids = dagconfig.provider_conn_ids()
            report = status.report(conn, compose.load_settings(conn), providers=status.provider_fleet(conn_ids),
                                   airflow_jobs=status.airflow_jobs(), pools=status.airflow_pool_state(conn_ids))
    except db.DatabaseUnavailable as exc:
        return JSONResponse({"error": str(exc)}, status_code=503)
    return JSONResponse(report)


@app.get("/", response_class=HTMLResponse)
def page() -> str:
    return PAGE
