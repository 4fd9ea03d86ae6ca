// The Usenet view: fetches one JSON document per tab and builds the page from it.
// Every value from the server lands through textContent or an attribute set one by one (never parsed as HTML):
// subjects, posters, greetings and error texts are written by strangers. Charts are inline SVG built here.
// No build step, no library: the Content-Security-Policy allows only this file and usenet.css.
"use strict";

(() => {
  const TABS = [
    ["providers", "Providers"], ["groups", "Groups"], ["crawl", "Crawl"], ["builder", "Builder"],
    ["filters", "Filters"], ["jobs", "Jobs and alerts"], ["audit", "Audit"],
  ];
  const LIVE_MS = 3000;      // the Crawl tab polls this often while it is shown
  const REFRESH_MS = 20000;  // the other tabs
  const state = { tab: "providers", me: null, timer: null, seq: 0 };

  // --- DOM helpers ------------------------------------------------------------------------------
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    setAttrs(node, attrs);
    append(node, children);
    return node;
  }
  const SVGNS = "http://www.w3.org/2000/svg";
  function svg(tag, attrs, ...children) {
    const node = document.createElementNS(SVGNS, tag);
    setAttrs(node, attrs);
    append(node, children);
    return node;
  }
  function setAttrs(node, attrs) {
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "text") node.textContent = String(value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
  }
  function append(node, children) {
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  function table(headers, rows, attrs) {
    return el("table", attrs || {},
      el("thead", {}, el("tr", {}, headers.map((h) => el("th", { text: h })))),
      el("tbody", {}, rows.length ? rows.map((cells) => el("tr", {}, cells.map((c) => el("td", {}, c))))
        : el("tr", {}, el("td", { colspan: headers.length, class: "muted", text: "none" }))));
  }
  function section(title, ...children) {
    return el("section", {}, el("h2", { text: title }), children);
  }
  function figure(label, value, field, extra) {
    return el("div", { class: "figure" }, el("span", { class: "label", text: label }),
      el("span", { class: "value", "data-field": field, text: value }), extra ? el("span", { class: "muted", text: extra }) : null);
  }

  // --- formatting -------------------------------------------------------------------------------
  const num = (n) => (n === null || n === undefined ? "-" : Number(n).toLocaleString("en-US"));
  function bytes(n) {
    if (n === null || n === undefined) return "-";
    const units = ["B", "KiB", "MiB", "GiB", "TiB"];
    let v = Number(n), i = 0;
    while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
    return `${v.toFixed(i ? 1 : 0)} ${units[i]}`;
  }
  function when(iso) {
    if (!iso) return "-";
    const t = new Date(iso);
    const s = Math.round((Date.now() - t.getTime()) / 1000);
    const ago = Math.abs(s) < 90 ? `${Math.abs(s)} s` : Math.abs(s) < 5400 ? `${Math.round(Math.abs(s) / 60)} min`
      : Math.abs(s) < 172800 ? `${Math.round(Math.abs(s) / 3600)} h` : `${Math.round(Math.abs(s) / 86400)} d`;
    return el("time", { datetime: iso, title: t.toISOString(), text: s >= 0 ? `${ago} ago` : `in ${ago}` });
  }
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  function badge(text, kind) { return el("span", { class: `badge ${kind || ""}`, text }); }
  function stateBadge(s) {
    const k = { success: "ok", done: "ok", running: "live", queued: "live", failed: "bad", upstream_failed: "bad",
      fenced: "warn", pressure: "warn", abandoned: "warn", missing: "warn", paused: "warn" }[s] || "";
    return badge(s || "-", k);
  }

  // --- server calls -----------------------------------------------------------------------------
  async function api(path, options) {
    const response = await fetch(path, Object.assign({ credentials: "same-origin", cache: "no-store" }, options || {}));
    let body = null;
    try { body = await response.json(); } catch (e) { body = null; }
    if (response.status === 401) {
      notice("Your Airflow session has ended: sign in again (reload the page).", "bad");
      throw new Error("not signed in");
    }
    if (!response.ok) throw new Error((body && (body.detail || body.error)) || `HTTP ${response.status}`);
    return body;
  }
  async function act(action, params) {
    try {
      const answer = await api("api/actions", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(Object.assign({ action }, params || {})) });
      notice(answer.message, "ok");
      await show(state.tab);
      return answer;
    } catch (e) {
      notice(e.message, "bad");
      return null;
    }
  }
  function notice(text, kind) {
    const box = document.getElementById("notice");
    box.textContent = text;
    box.className = kind || "";
    box.hidden = !text;
  }
  function button(label, onclick, attrs) {
    return el("button", Object.assign({ type: "button", onclick }, attrs || {}), label);
  }
  function adminOnly(node) { return state.me && state.me.admin ? node : null; }
  // A destructive button asks once more by changing its label; the second click acts.
  function confirmButton(label, action, attrs) {
    const b = button(label, () => {
      if (b.dataset.armed) { action(); return; }
      b.dataset.armed = "1";
      b.textContent = `Confirm ${label.toLowerCase()}`;
      b.classList.add("armed");
    }, attrs);
    return b;
  }

  // --- charts (inline SVG) ----------------------------------------------------------------------
  function barChart(points, opts) {
    const w = opts.width || 520, h = opts.height || 140, pad = 28;
    const max = Math.max(1, ...points.map((p) => p.value));
    const bw = points.length ? (w - pad - 4) / points.length : 0;
    const chart = svg("svg", { viewBox: `0 0 ${w} ${h}`, width: w, height: h, class: "chart", role: "img",
      "aria-label": opts.title, "data-chart": opts.id });
    chart.appendChild(svg("title", { text: opts.title }));
    chart.appendChild(svg("line", { x1: pad, y1: h - 18, x2: w, y2: h - 18, class: "axis" }));
    chart.appendChild(svg("text", { x: 2, y: 12, class: "tick", text: num(Math.round(max)) }));
    chart.appendChild(svg("text", { x: 2, y: h - 20, class: "tick", text: "0" }));
    points.forEach((p, i) => {
      const bh = ((h - 36) * p.value) / max;
      const bar = svg("rect", { x: pad + i * bw + 1, y: h - 18 - bh, width: Math.max(1, bw - 2), height: bh,
        class: p.kind ? `bar ${p.kind}` : "bar" });
      bar.appendChild(svg("title", { text: `${p.label}: ${num(p.value)} ${opts.unit || ""}` }));
      chart.appendChild(bar);
      if (points.length <= 12 || i % Math.ceil(points.length / 8) === 0) {
        chart.appendChild(svg("text", { x: pad + i * bw + bw / 2, y: h - 4, class: "tick mid", text: p.short || p.label }));
      }
    });
    if (!points.length) chart.appendChild(svg("text", { x: w / 2, y: h / 2, class: "tick mid", text: "no data yet" }));
    return el("figure", {}, chart, el("figcaption", { text: opts.title }));
  }
  function lineChart(points, opts) {
    const w = opts.width || 520, h = opts.height || 140, pad = 28;
    const max = Math.max(1, ...points.map((p) => p.value));
    const t0 = points.length ? points[0].t : 0, t1 = points.length ? points[points.length - 1].t : 1;
    const x = (t) => pad + ((w - pad - 4) * (t - t0)) / Math.max(1, t1 - t0);
    const y = (v) => h - 18 - ((h - 36) * v) / max;
    const chart = svg("svg", { viewBox: `0 0 ${w} ${h}`, width: w, height: h, class: "chart", role: "img",
      "aria-label": opts.title, "data-chart": opts.id });
    chart.appendChild(svg("title", { text: opts.title }));
    chart.appendChild(svg("line", { x1: pad, y1: h - 18, x2: w, y2: h - 18, class: "axis" }));
    chart.appendChild(svg("text", { x: 2, y: 12, class: "tick", text: num(Math.round(max)) }));
    chart.appendChild(svg("text", { x: 2, y: h - 20, class: "tick", text: "0" }));
    if (points.length) {
      chart.appendChild(svg("polyline", { class: "line", points: points.map((p) => `${x(p.t)},${y(p.value)}`).join(" ") }));
      points.forEach((p) => {
        const dot = svg("circle", { cx: x(p.t), cy: y(p.value), r: 2.5, class: "dot" });
        dot.appendChild(svg("title", { text: `${new Date(p.t).toISOString()}: ${num(p.value)} ${opts.unit || ""}` }));
        chart.appendChild(dot);
      });
    } else {
      chart.appendChild(svg("text", { x: w / 2, y: h / 2, class: "tick mid", text: "no data yet" }));
    }
    return el("figure", {}, chart, el("figcaption", { text: opts.title }));
  }
  function shareBars(mix, id, title) {
    const total = Object.values(mix).reduce((a, b) => a + b, 0) || 1;
    return el("figure", {}, el("div", { class: "mix", "data-chart": id }, Object.entries(mix).map(([reason, n]) => {
      const bar = el("span", { class: "fill" });
      bar.style.width = `${(100 * n) / total}%`;
      return el("div", { class: "mixrow" }, el("span", { class: "mixlabel", text: reason }),
        el("span", { class: "mixbar" }, bar), el("span", { class: "mixn", text: `${num(n)} (${pct(n / total)})` }));
    })), el("figcaption", { text: title }));
  }
  function coverageBar(cov) {
    if (!cov) return el("span", { class: "muted", text: "no bounds yet" });
    const cells = cov.cells.crawled || [];
    const bar = el("span", { class: "coverage", title: `${num(cov.covered)} of ${num(cov.span)} articles fetched, ${num(cov.gaps)} in gaps` },
      cells.map((f) => { const c = el("span", { class: "cell" }); c.style.opacity = String(0.12 + 0.88 * f); return c; }));
    return el("span", {}, bar, el("span", { class: "muted small", text: ` ${pct(cov.span ? cov.covered / cov.span : 0)}` }));
  }
  function progress(p) {
    const fill = el("span", { class: "fill" });
    fill.style.width = `${Math.max(0, Math.min(100, p))}%`;
    return el("span", { class: "progress", title: `${p}%` }, fill);
  }

  // --- tabs -------------------------------------------------------------------------------------
  const render = {};

  render.providers = (d) => el("div", {},
    section("Providers", table(["connection", "server", "backbone", "role: what it is doing", "pool slots used / total", "crawling now",
      "last test", "latency", "capabilities", ""],
    d.providers.map((p) => [
      el("strong", { text: p.name }),
      p.error ? el("span", { class: "bad", text: p.error })
        : el("span", {}, `${p.host}:${p.port}`, el("div", { class: "small muted", text: `TLS ${p.tls}, ${p.connections} connections` })),
      p.backbone || "-",
      el("span", { "data-field": `role.${p.name}` }, p.role || "-",
        p.duty ? el("div", { class: p.duty.crawls ? "small" : "small muted", "data-field": `doing.${p.name}`,
          text: p.duty.doing }) : null),
      p.pool ? (p.pool.missing ? el("span", { class: "warn", text: `pool ${p.pool.pool} missing: run usenet-ops pools sync` })
        : el("span", { "data-field": `pool.${p.name}`, text: `${num(p.pool.running)} / ${num(p.pool.slots)}${p.pool.queued ? `, ${p.pool.queued} queued` : ""}` }))
        : "-",
      el("span", { "data-field": `crawling.${p.name}`, text: num(p.crawling) }),
      p.last_check ? el("span", {}, badge(p.last_check.ok ? "OK" : "FAILED", p.last_check.ok ? "ok" : "bad"), " ",
        when(p.last_check.at), el("div", { class: "small muted", text: `${p.last_check.source}: ${p.last_check.message}` }))
        : el("span", { class: "muted", text: "not tested yet" }),
      p.last_check ? `${p.last_check.latency_ms} ms` : "-",
      p.last_check && p.last_check.capabilities.length
        ? el("span", { class: "caps" }, p.last_check.capabilities.map((c) => badge(c))) : "-",
      adminOnly(button("Test", () => act("provider.test", { name: p.name }), { "data-action": `test-${p.name}` })),
    ]))));

  // The rebuild path's history of one group on one backbone (docs/adr/0021): the chunk bytes its ranges hold and
  // the group's open / promoted / incomplete sets ("+": counted up to the cap the server polls with).
  function rebuildLine(name, b) {
    const r = b.backfill.rebuild;
    const n = (v) => (r.cap !== null && v >= r.cap ? `${num(v)}+` : num(v));
    return el("div", { class: "small muted nowrap", "data-field": `rebuild.${name}.${b.backbone}`,
      title: `history read as chunks${r.chunk_bytes_per_line === null ? "" : `, ${r.chunk_bytes_per_line} B per overview line`}; `
        + `${n(r.waiting)} open set(s) wait for a range still being read`,
      text: `${bytes(r.chunk_bytes)} chunks · ${n(r.open)} open · ${n(r.promoted)} promoted · ${n(r.incomplete)} incomplete` });
  }

  render.groups = (d) => {
    const name = el("input", { name: "name", placeholder: "alt.binaries.example", size: 32 });
    const tier = el("select", { name: "tier" }, d.tiers.map((t) => el("option", { value: t, text: t })));
    tier.value = "normal";
    const add = adminOnly(el("form", { class: "inline", onsubmit: (ev) => { ev.preventDefault(); act("group.add", { name: name.value, tier: tier.value }); } },
      "Add a group ", name, " tier ", tier, " ", el("button", { type: "submit", text: "Add" })));
    const rows = [];
    for (const g of d.groups) {
      const backbones = g.backbones.length ? g.backbones : [null];
      backbones.forEach((b, i) => {
        const first = i === 0;
        const tierSel = el("select", { onchange: (ev) => act("group.tune", { name: g.name, tier: ev.target.value }) },
          d.tiers.map((t) => el("option", { value: t, text: t })));
        tierSel.value = g.tier;
        const throttle = el("input", { size: 7, placeholder: "none", value: g.throttle || "" });
        const depth = el("input", { size: 5, placeholder: "site", value: g.depth_days || "" });
        const a = g.activity || {};
        rows.push([
          first ? el("strong", { text: g.name, title: g.description || "" }) : "",
          first ? (state.me && state.me.admin ? tierSel : g.tier) : "",
          first ? badge(g.active ? "enabled" : "disabled", g.active ? "ok" : "warn") : "",
          b ? el("span", { class: "nowrap", text: b.backbone }) : el("span", { class: "muted nowrap", text: "not crawled yet" }),
          b ? coverageBar(b.coverage) : "",
          b && b.coverage ? num(b.coverage.gaps) : "-",
          b ? num(b.backlog) : "-",
          b && b.backfill ? el("span", {}, el("span", { class: "nowrap", title: `${num(b.backfill.remaining)} article numbers of history left`,
            text: `${b.backfill.covered_pct}%` + (b.backfill.remaining ? ` · ${b.backfill.eta_sec === null ? "no rate yet" : "ETA " + Math.round(b.backfill.eta_sec / 60) + " min"}` : "") }),
          b.backfill.rebuild ? rebuildLine(g.name, b) : null) : "-",
          b && b.articles_per_sec !== null ? `${num(Math.round(b.articles_per_sec))}/s` : "-",
          b ? (b.stalled_passes ? el("span", { class: "warn", text: `stalled ${b.stalled_passes}` }) : when(b.last_crawl_at)) : "-",
          first ? el("span", { "data-field": `staged.${g.name}`, text: num(g.staged_segments) }) : "",
          // Depth: the group's own crawl_depth_days (else retention_days) and the floor it sets; per backbone the
          // floor's article number once the date was searched on the server.
          first ? el("span", { class: "nowrap", "data-field": `depth.${g.name}` },
            state.me && state.me.admin
              ? el("form", { class: "inline", onsubmit: (ev) => { ev.preventDefault(); act("group.tune", { name: g.name, depth_days: depth.value.trim() || "none" }); } },
                depth, el("button", { type: "submit", text: "Set" }))
              : (g.depth_days ? `${num(g.depth_days)} d` : "site"),
            " ", el("span", { class: "muted", text: g.floor_date ? `from ${g.floor_date}` : "all history" }))
            : (b && b.backfill && b.backfill.floor_resolved ? el("span", { class: "muted nowrap", text: `#${num(b.backfill.floor)}` }) : ""),
          first ? el("span", { class: "nowrap", "data-field": `built.${g.name}`,
            title: "releases built today, in the last 7 and the last 30 UTC days",
            text: `${num(a.built_1d)} / ${num(a.built_7d)} / ${num(a.built_30d)}` }) : "",
          first ? el("span", { "data-field": `last-release.${g.name}` }, a.last_release_at ? when(a.last_release_at) : el("span", { class: "muted", text: "never" })) : "",
          first ? el("span", { class: "nowrap", "data-field": `last-article.${g.name}` },
            a.last_article === null || a.last_article === undefined ? el("span", { class: "muted", text: "none yet" })
              : [`#${num(a.last_article)} `, when(a.last_article_at)]) : "",
          first ? (state.me && state.me.admin
            ? el("form", { class: "inline", onsubmit: (ev) => { ev.preventDefault(); act("group.tune", { name: g.name, throttle: throttle.value.trim() || "none" }); } },
              throttle, el("button", { type: "submit", text: "Set" }))
            : (g.throttle ? num(g.throttle) : "-")) : "",
          first ? adminOnly(el("span", { class: "actions nowrap" },
            button(g.active ? "Disable" : "Enable", () => act("group.tune", { name: g.name, active: !g.active })),
            confirmButton("Remove", () => act("group.remove", { name: g.name })))) : "",
        ]);
      });
    }
    return el("div", {}, section("Groups", add,
      table(["group", "tier", "state", "backbone", "coverage (fetched inside the server's range)", "gap articles",
        "backlog", "history (backfill)", "rate", "last crawl", "staged segments", "depth (days) and floor",
        "releases 1d / 7d / 30d", "last release", "last article seen", "throttle (articles/pass)", ""], rows)));
  };

  render.crawl = (d) => {
    const r = d.run || {};
    const head = el("div", { class: "figures" },
      figure("run", r.run_id || "-", "run.run_id"),
      figure("state", r.running ? "running" : (r.run_id ? "finished" : "never run"), "run.state"),
      figure("groups done", `${num(r.groups_done)} / ${num(r.groups)}`, "run.groups"),
      figure("articles read", num(r.articles), "run.articles"),
      figure("staged", num(r.staged), "run.staged"),
      figure("articles/s", num(r.articles_per_second), "run.rate"),
      figure("backlog", num(r.backlog), "run.backlog"),
      figure("wire", bytes(r.wire_bytes), "run.wire"));
    const rows = d.groups.map((g) => [
      el("strong", { text: g.group }), el("span", { class: "nowrap", text: g.backbone }),
      stateBadge(g.running ? "running" : g.state),
      el("span", { class: "nowrap" }, progress(g.progress_pct), ` ${g.progress_pct}%`),
      num(g.articles), num(g.staged), num(g.duplicates), `${num(g.articles_per_sec)}/s`, num(g.backlog),
      Object.keys(g.dropped).length ? el("span", {}, Object.entries(g.dropped).map(([k, v]) => badge(`${k} ${num(v)}`, "warn"))) : "-",
      g.failed_batches ? el("span", { class: "bad", text: `${g.failed_batches} failed` }) : num(g.batches),
      g.message ? el("span", { class: "small", text: g.message }) : "",
    ]);
    const series = d.ingest_per_hour.map((p) => ({ label: new Date(p.hour).toISOString().slice(0, 13) + "h",
      short: new Date(p.hour).toISOString().slice(11, 13), value: p.articles }));
    return el("div", {},
      section("Crawl", el("p", { class: "muted small", text: `updates every ${LIVE_MS / 1000} s` }), head,
        table(["group", "backbone", "state", "progress", "articles", "staged", "duplicates", "rate", "backlog",
          "dropped by reason", "batches", "message"], rows, { "data-table": "crawl-groups" })),
      section("Drops by reason, this run", Object.keys(d.dropped).length ? shareBars(d.dropped, "drops", "articles not staged, by reason")
        : el("p", { class: "muted", text: "nothing dropped" })),
      section("Ingest", barChart(series, { id: "ingest", title: "articles read per hour, last 24 hours", unit: "articles" })));
  };

  render.builder = (d) => {
    const c = d.census;
    const outcomes = d.outcomes.map((o) => [o.day, badge(o.reason), num(o.count),
      el("span", { class: "small sample", title: (o.samples || []).join("\n"), text: (o.samples && o.samples.length ? o.samples : [o.sample]).join(" · ") })]);
    const newest = d.releases.newest.map((r) => [el("span", { class: "title", text: r.title }), bytes(r.size), r.category,
      (r.groups || []).join(", "), num(r.files), when(r.added_at)]);
    return el("div", {},
      section("Staging", el("div", { class: "figures" },
        figure("staged articles", num(c.staged_articles), "census.staged_articles"),
        figure("pressure", `${c.pressure_pct}%`, "census.pressure", `of ${num(c.capacity)} (staging_max_rows)`),
        figure("sets", num(c.sets), "census.sets"),
        figure("ready", num(c.ready), "census.ready"),
        figure("forming", num(c.forming), "census.forming"),
        figure("settling", num(c.settling), "census.settling"),
        figure("collision", num(c.collision), "census.collision"),
        figure("releases", num(d.releases.total), "releases.total", d.releases.exact ? "" : "estimate")),
      el("h3", { text: "Largest incomplete sets, and why they wait" }),
      table(["group", "set", "status", "progress", "why"], d.pending.map((p) => [p.group, el("span", { class: "title", text: p.base }),
        stateBadge(p.status), el("span", {}, progress(p.pct), ` ${p.pct}%`), p.why]))),
      el("div", { class: "charts" },
        lineChart(d.staging_series.map((s) => ({ t: Date.parse(s.at), value: s.staged_left })),
          { id: "staging", title: "segments left staged after each build pass, last 24 hours", unit: "segments" }),
        barChart(d.catalogue_growth.map((g) => ({ label: g.day, short: g.day.slice(5), value: g.built })),
          { id: "growth", title: "releases added per day, last 30 days", unit: "releases" }),
        Object.keys(d.outcome_mix).length ? shareBars(d.outcome_mix, "outcomes", `build outcomes, last 7 days`) : null),
      d.health ? section("Catalogue health", el("div", { class: "figures" },
        figure("releases", num(d.health.releases), "health.releases"),
        figure("unchecked", num(d.health.unchecked), "health.unchecked"),
        Object.entries(d.health.census).map(([k, v]) => figure(k, num(v), `health.${k}`)),
        figure("checked/hour", num(d.health.rate.releases_per_hour), "health.rate", `${num(d.health.rate.passes)} passes`)),
        el("p", { class: "small muted", text: d.health.census_exact ? "counted now"
          : (d.health.census_at ? `as the latest check task counted it (${d.health.census_at})` : "no census yet") })) : null,
      d.tagfill ? section("Tag fill", el("div", { class: "figures" },
        figure("classifier", d.tagfill.current ? "current" : (d.tagfill.walk ? "walking" : "never run"), "tagfill.state",
          d.tagfill.version),
        figure("left to re-derive", num(d.tagfill.outdated), "tagfill.outdated"),
        figure("removed, restorable", num(d.tagfill.recoverable), "tagfill.recoverable",
          d.tagfill.removed_by_rule.slice(0, 3).map((r) => `${r.family}:${r.rule_id} ${r.rule_name} ${num(r.removed)}`).join(" · "))),
        d.tagfill.recent.length ? table(["started", "ids", "state", "examined", "changed", "removed", "unjudgeable", "seconds"],
          d.tagfill.recent.map((p) => [when(p.started_at), `${p.id_lo} .. ${p.id_hi}`, stateBadge(p.state), num(p.examined),
            num(p.changed), num(p.removed), num(p.unjudgeable), p.seconds]), { "data-table": "tagfill" }) : null) : null,
      section("Build outcomes per day", table(["day", "reason", "count", "sample"], outcomes, { "data-table": "outcomes" })),
      section("Newest releases", table(["title", "size", "category", "groups", "files", "added"], newest, { "data-table": "releases" })));
  };

  render.filters = (d) => {
    const admin = state.me && state.me.admin;
    const n = d.rules.length;
    const rules = d.rules.map((r) => {
      const to = el("input", { size: 3, value: r.place, "aria-label": `new place of ${r.name}` });
      return [
        el("span", { "data-field": `place.${r.name}`, text: r.place }),
        el("strong", { text: r.name, title: r.reason }), r.stage, r.size_band || "-",
        el("span", { "data-field": `enabled.${r.name}`, text: r.enabled ? "on" : "off", class: r.enabled ? "ok" : "warn" }),
        el("span", { "data-field": `hits.${r.name}`, text: num(r.hits) }), pct(r.share),
        r.drift === null ? "-" : el("span", { class: r.drift > 2 ? "warn" : "", text: (r.drift > 0 ? "+" : "") + r.drift }),
        admin ? el("span", { class: "actions" },
          button(r.enabled ? "Disable" : "Enable", () => act(r.enabled ? "junk.disable" : "junk.enable", { rule: r.name }),
            { "data-action": `toggle-${r.name}` }),
          button("↑", () => act("junk.move", { rule: r.name, position: r.place - 1 }), { disabled: r.place === 1, title: "evaluate earlier" }),
          button("↓", () => act("junk.move", { rule: r.name, position: r.place + 1 }), { disabled: r.place === n, title: "evaluate later" }),
          el("form", { class: "inline", onsubmit: (ev) => { ev.preventDefault(); act("junk.move", { rule: r.name, position: Number(to.value) }); } },
            to, el("button", { type: "submit", text: "Move" }))) : "",
      ];
    });
    const title = el("input", { name: "title", size: 48, placeholder: "a release title" });
    const size = el("input", { name: "size", size: 12, placeholder: "size in bytes" });
    const verdict = el("span", { id: "verdict" });
    const tester = el("form", { class: "inline", onsubmit: async (ev) => {
      ev.preventDefault();
      try {
        const v = await api("api/filters/test", { method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ title: title.value, size: size.value ? Number(size.value) : null }) });
        verdict.replaceChildren(v.junk ? badge(`JUNK: ${v.rule}`, "bad") : badge("KEEP", "ok"),
          el("span", { class: "small muted", text: ` ${v.detail || ""} (engine ${v.engine_version.slice(0, 8)})` }));
        verdict.dataset.rule = v.rule || "";
      } catch (e) { notice(e.message, "bad"); }
    } }, "Test a title against the engine the next pass loads: ", title, " ", size, " ", el("button", { type: "submit", text: "Test" }), " ", verdict);
    const field = el("select", {}, ["subject", "poster", "group", "name"].map((f) => el("option", { value: f, text: f })));
    const pattern = el("input", { size: 30, placeholder: "regex" });
    const note = el("input", { size: 20, placeholder: "why" });
    const watch = el("input", { size: 30, placeholder: "part of From" });
    return el("div", {},
      section("Junk rules, in evaluation order",
        el("p", { class: "small muted" }, "Lifetime hits, share and drift (place by order minus place by volume; a high-volume rule sitting late shows a large +). Engine ",
          el("code", { "data-field": "engine_version", text: d.engine_version.slice(0, 12) })),
        tester,
        d.problems.length ? el("ul", { class: "bad" }, d.problems.map((p) => el("li", { text: `rule ${p.id} ${p.name}: ${p.problem}` }))) : null,
        table(["#", "rule", "stage", "size band", "on", "hits", "share", "drift", ""], rules, { "data-table": "rules" })),
      section(`What the rules caught, last ${d.traffic.days} days`,
        el("p", { class: "small muted" }, `Per rule and stage (ingest counts articles, the build releases), new and rising rules first; `
          + `today so far is projected to a day before it is compared with the earlier days. `
          + `Dropped: ingest ${num(d.traffic.dropped.ingest)}, build ${num(d.traffic.dropped.build)} (usenet-ops filters audit --days N).`),
        table(["trend", "rule", "stage", "hits", "share", "today", "mean/day", "per day", "samples"], d.traffic.rules.map((r) => [
          el("span", { class: r.trend === "new" || r.trend === "rising" ? "warn" : "", text: r.trend }),
          el("strong", { text: r.name }), r.stage, num(r.hits), pct(r.share), num(r.last_day),
          r.mean === null ? "-" : r.mean.toFixed(1), r.daily.map((x) => x.hits).join(" "),
          el("span", { class: "small" }, r.samples.map((s) => el("div", { text: s })))]), { "data-table": "traffic" })),
      section("Operator blacklist",
        adminOnly(el("form", { class: "inline", onsubmit: (ev) => { ev.preventDefault(); act("blacklist.add", { field: field.value, pattern: pattern.value, note: note.value }); } },
          "Add ", field, " ~* ", pattern, " ", note, " ", el("button", { type: "submit", text: "Add" }))),
        table(["id", "field", "pattern", "on", "hits", "note", "problem", ""], d.blacklist.map((b) => [b.id, b.field, el("code", { text: b.pattern }),
          b.enabled ? "on" : "off", num(b.hits), b.note, b.problem ? el("span", { class: "bad", text: b.problem }) : "",
          adminOnly(el("span", { class: "actions" }, button(b.enabled ? "Disable" : "Enable", () => act(b.enabled ? "blacklist.disable" : "blacklist.enable", { id: b.id })),
            confirmButton("Remove", () => act("blacklist.remove", { id: b.id }))))]))),
      section("Poster watch",
        adminOnly(el("form", { class: "inline", onsubmit: (ev) => { ev.preventDefault(); act("poster.watch", { pattern: watch.value }); } },
          "Watch ", watch, " ", el("button", { type: "submit", text: "Watch" }))),
        table(["pattern", "note", "total", "outcomes", ""], d.posters.map((p) => [el("code", { text: p.pattern }), p.note, num(p.total),
          p.outcomes.length ? el("span", {}, p.outcomes.map((o) => badge(`${o.stage}/${o.reason} ${num(o.count)}`))) : el("span", { class: "muted", text: "nothing seen yet" }),
          adminOnly(confirmButton("Unwatch", () => act("poster.unwatch", { pattern: p.pattern })))]))));
  };

  render.jobs = (d) => {
    const dags = d.dags === null ? el("p", { class: "warn", text: "Airflow's metadata database is not reachable from the api-server." })
      : table(["DAG", "schedule", "state", "last run", "next run", "duty (last hour)", "runs (24 h)", ""],
        d.dags.map((g) => [el("strong", { text: g.dag_id }), g.schedule || "-",
          g.paused ? stateBadge("paused") : stateBadge(g.last_run ? g.last_run.state : "never run"),
          g.last_run ? el("span", {}, when(g.last_run.start), el("div", { class: "small muted", text: g.last_run.run_id })) : "-",
          g.paused ? el("span", { class: "muted", text: "paused" }) : when(g.next_run),
          el("span", {}, progress(g.duty_pct), ` ${g.duty_pct}%`),
          Object.entries(g.runs_24h).map(([s, k]) => badge(`${s} ${k}`, { success: "ok", failed: "bad" }[s] || "")),
          button("Run now", () => act("dag.run", { dag_id: g.dag_id }), { "data-action": `run-${g.dag_id}`,
            title: g.paused ? "the DAG is paused: the run waits until it is unpaused" : "" })]), { "data-table": "dags" });
    const alerts = table(["when", "where", "message", "what to check"], d.alerts.map((a) => [when(a.at),
      `${a.job}.${a.task}${a.map_index >= 0 ? `[${a.map_index}]` : ""}`, el("span", { class: "small", text: a.message }),
      el("span", { class: "small", text: a.hint })]), { "data-table": "alerts" });
    return el("div", {}, section("Jobs", dags), section("Recent alerts", alerts));
  };

  render.audit = (d) => el("div", {}, section("Audit log",
    el("p", { class: "small muted", text: "Every operator action, from this view or the usenet-ops CLI: who, what, when, and how it ended." }),
    table(["when", "who", "from", "action", "target", "outcome", "message"], d.entries.map((e) => [when(e.at),
      el("strong", { text: e.actor }), e.source, el("code", { text: e.action }), el("span", { class: "small", text: e.target }),
      badge(e.outcome, { ok: "ok", refused: "warn", failed: "bad" }[e.outcome]), el("span", { class: "small", text: e.message })]),
    { "data-table": "audit" })));

  // --- navigation -------------------------------------------------------------------------------
  async function show(tab) {
    const seq = ++state.seq;
    state.tab = tab;
    for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("active", b.dataset.tab === tab);
    clearTimeout(state.timer);
    try {
      const doc = await api(`api/tabs/${tab}`);
      if (seq !== state.seq) return;  // a newer request has taken over
      const node = render[tab](doc);
      node.dataset.loaded = tab;
      document.getElementById("content").replaceChildren(node);
      document.getElementById("updated").textContent = `updated ${new Date(doc.generated_at).toLocaleTimeString()}`;
    } catch (e) {
      if (seq !== state.seq) return;
      console.error(`usenet view: ${tab}: ${e.message}`);
      notice(`Could not load ${tab}: ${e.message}`, "bad");
    }
    if (seq === state.seq) state.timer = setTimeout(() => show(state.tab), tab === "crawl" ? LIVE_MS : REFRESH_MS);
  }

  async function start() {
    const nav = document.getElementById("tabs");
    for (const [key, label] of TABS) {
      nav.appendChild(button(label, () => { notice(""); history.replaceState(null, "", `#${key}`); show(key); }, { "data-tab": key }));
    }
    try {
      state.me = await api("api/me");
      document.getElementById("who").textContent = `${state.me.name}${state.me.admin ? " (admin)" : " (read only)"}`;
    } catch (e) {
      console.error(`usenet view: ${e.message}`);
      return;
    }
    const fromHash = () => {
      const wanted = location.hash.slice(1);
      return TABS.some(([k]) => k === wanted) ? wanted : "providers";
    };
    window.addEventListener("hashchange", () => { if (fromHash() !== state.tab) show(fromHash()); });
    show(fromHash());
  }

  document.addEventListener("DOMContentLoaded", start);
})();
