// The Usenet view's maintenance section (issue 32): group purge (with a confirmation dialog), groups from a provider's
// list, filter counter reset,
// health recheck of one release, and staging's eviction figures. A script of its own beside usenet.js: it adds a
// section under the Groups, Filters and Builder tabs each time usenet.js renders them (a MutationObserver on
// #content). Values land through textContent and attributes only; the server checks Admin and audits every action.
"use strict";

(() => {
  const me = { admin: false };
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "text") node.textContent = String(value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  const num = (n) => (n === null || n === undefined ? "-" : Number(n).toLocaleString("en-US"));
  function notice(text, kind) {
    const box = document.getElementById("notice");
    box.textContent = text;
    box.className = kind || "";
    box.hidden = !text;
  }
  async function call(path, body) {
    const options = { credentials: "same-origin", cache: "no-store" };
    if (body !== undefined) Object.assign(options, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const response = await fetch(path, options);
    let answer = null;
    try { answer = await response.json(); } catch (e) { answer = null; }
    if (!response.ok) throw new Error((answer && answer.detail) || `HTTP ${response.status}`);
    return answer;
  }
  async function act(path, body) {
    try {
      const answer = await call(path, body);
      notice(answer.message, "ok");
      return answer;
    } catch (e) {
      notice(e.message, "bad");
      return null;
    }
  }

  // --- Groups: purge, behind a dialog that shows what goes and wants the name typed again --------------------
  function purgeDialog(preview, releases) {
    const typed = el("input", { size: 36, "data-field": "purge-confirm", "aria-label": "type the group's name" });
    const go = el("button", { type: "button", disabled: true, "data-action": "purge-confirm", text: "Purge" });
    const staging = Object.entries(preview.staging).map(([b, v]) => el("li", { text: `${b} staging: ${num(v.sets)} sets, ${num(v.segments)} segments` }));
    const dialog = el("dialog", { class: "purge", "data-dialog": "purge" },
      el("h3", { text: `Purge ${preview.group}?` }),
      el("ul", {}, staging,
        el("li", { text: `${num(preview.coverage_ranges)} coverage range(s), ${num(preview.covered)} articles: the backfill reads them again` }),
        el("li", { text: `${num(preview.partitions)} backfill partition(s)` }),
        el("li", { text: releases ? `${num(preview.releases)} release(s) deleted` : `its ${num(preview.releases)} release(s) stay` })),
      el("p", {}, "This is not undone. Type the group's name to confirm: ", typed),
      el("p", {}, go, " ", el("button", { type: "button", text: "Cancel", onclick: () => dialog.close() })));
    typed.addEventListener("input", () => { go.disabled = typed.value.trim() !== preview.group; });
    go.addEventListener("click", async () => {
      const answer = await act("api/admin/groups/purge", { name: preview.group, releases, confirm: typed.value.trim() });
      if (answer) dialog.close();
    });
    dialog.addEventListener("close", () => dialog.remove());
    document.body.appendChild(dialog);
    dialog.showModal();
  }
  function groupsSection(root) {
    const names = [...root.querySelectorAll("td strong")].map((s) => s.textContent).filter((t) => t.includes("."));
    const pick = el("select", { "data-field": "purge-group" }, [...new Set(names)].map((n) => el("option", { value: n, text: n })));
    const releases = el("input", { type: "checkbox", "data-field": "purge-releases" });
    return el("section", { "data-section": "maintenance" }, el("h2", { text: "Purge a group" }),
      el("p", { class: "small muted", text: "Removes the group's staging (pg and redis), coverage and backfill partitions; its releases only if asked. Audited." }),
      el("form", { class: "inline", onsubmit: async (ev) => {
        ev.preventDefault();
        try {
          const answer = await call(`api/admin/groups/${encodeURIComponent(pick.value)}/purge`);
          purgeDialog(answer.preview, releases.checked);
        } catch (e) { notice(e.message, "bad"); }
      } }, pick, " ", el("label", {}, releases, " also its releases"), " ",
      el("button", { type: "submit", "data-action": "purge-open", text: "Purge…" })));
  }

  // --- Groups: take groups from a provider's list (what `usenet-ops groups fetch` does) -----------------------
  function fetchSection() {
    const provider = el("select", { "data-field": "fetch-provider", "aria-label": "provider" });
    call("api/tabs/providers").then((doc) => {
      for (const p of doc.providers || []) provider.appendChild(el("option", { value: p.name, text: p.name }));
    }, (e) => notice(e.message, "bad"));
    const pattern = el("input", { size: 24, placeholder: "wildmat, e.g. alt.binaries.*,!*.d", "data-field": "fetch-pattern" });
    const top = el("input", { type: "number", min: 1, max: 10000, value: 100, size: 6, "data-field": "fetch-top" });
    const least = el("input", { type: "number", min: 0, value: 0, size: 8, "data-field": "fetch-min-articles" });
    const activate = el("input", { type: "checkbox", "data-field": "fetch-activate" });
    return el("section", { "data-section": "maintenance" }, el("h2", { text: "Take groups from a provider" }),
      el("p", { class: "small muted", text: "Reads the server's group list (LIST COUNTS, else LIST ACTIVE and GROUP), ranks it by articles and adds the top groups, inactive unless asked. Audited." }),
      el("form", { class: "inline", onsubmit: async (ev) => {
        ev.preventDefault();
        await act("api/admin/groups/fetch", { provider: provider.value, pattern: pattern.value.trim() || null,
          top: Number(top.value), min_articles: Number(least.value), activate: activate.checked });
      } }, provider, " ", pattern, " top ", top, " at least ", least, " articles ",
      el("label", {}, activate, " activate"), " ", el("button", { type: "submit", "data-action": "fetch-groups", text: "Fetch groups" })));
  }

  // --- Filters: counter reset --------------------------------------------------------------------------------
  function filtersSection(root) {
    const rules = [...root.querySelectorAll("[data-field^='hits.']")].map((s) => s.dataset.field.slice(5));
    const pick = el("select", { "data-field": "reset-which" },
      el("option", { value: "all", text: "every counter (junk and blacklist)" }),
      el("option", { value: "junk", text: "every junk rule" }), el("option", { value: "blacklist", text: "every blacklist rule" }),
      rules.map((r) => el("option", { value: `rule:${r}`, text: `junk rule ${r}` })));
    const go = el("button", { type: "button", "data-action": "reset-counters", text: "Reset counters" });
    go.addEventListener("click", async () => {
      if (!go.dataset.armed) { go.dataset.armed = "1"; go.textContent = "Confirm reset"; return; }
      const v = pick.value;
      const body = v.startsWith("rule:") ? { family: "junk", rule: v.slice(5) } : { family: v === "all" ? null : v, rule: null };
      await act("api/admin/filters/reset", body);
      go.dataset.armed = ""; go.textContent = "Reset counters";
    });
    return el("section", { "data-section": "maintenance" }, el("h2", { text: "Reset hit counters" }),
      el("p", { class: "small muted", text: "Counters start again at the next hit; the audit log keeps what each held." }),
      el("p", {}, pick, " ", go));
  }

  // --- Builder: eviction figures, health rechecks -------------------------------------------------------------
  function builderSection(doc) {
    const e = doc.evictions || {};
    const figures = el("div", { class: "figures" },
      el("div", { class: "figure" }, el("span", { class: "label", text: "Redis evicted keys" }),
        el("span", { class: "value", "data-field": "evictions.evicted_keys", text: e.redis ? num(e.evicted_keys) : "n/a (pg staging)" }),
        e.last_hour && e.last_hour.evicted_keys ? el("span", { class: "bad", text: ` +${num(e.last_hour.evicted_keys)} last hour` }) : null),
      el("div", { class: "figure" }, el("span", { class: "label", text: "hopeless sets evicted" }),
        el("span", { class: "value", "data-field": "evictions.hopeless", text: num(e.hopeless_sets ? e.hopeless_sets.today : null) }),
        el("span", { class: "muted", text: ` today, ${num(e.hopeless_sets ? e.hopeless_sets.days_7 : null)} in 7 days` })));
    const guid = el("input", { size: 20, placeholder: "release guid", "data-field": "recheck-guid" });
    const ask = me.admin ? el("form", { class: "inline", onsubmit: async (ev) => {
      ev.preventDefault();
      if (await act("api/admin/releases/recheck", { guid: guid.value.trim() })) guid.value = "";
    } }, "Recheck a release's health, first in the next health pass: ", guid, " ", el("button", { type: "submit", "data-action": "recheck", text: "Recheck" })) : null;
    const rows = (doc.rechecks || []).map((r) => el("tr", {}, el("td", { text: r.title }), el("td", {}, el("code", { text: r.guid })),
      el("td", { "data-field": `recheck.${r.guid}`, text: r.state }), el("td", { text: r.requested_by }), el("td", { text: r.requested_at })));
    return el("section", { "data-section": "maintenance" }, el("h2", { text: "Staging evictions and health rechecks" }), figures, ask,
      el("table", { "data-table": "rechecks" }, el("thead", {}, el("tr", {}, ["release", "guid", "state", "asked by", "asked at"].map((h) => el("th", { text: h })))),
        el("tbody", {}, rows)));
  }

  async function extend(node) {
    const tab = node.dataset.loaded;
    if (node.querySelector("[data-section='maintenance']")) return;
    if (tab === "builder") {
      try { node.appendChild(builderSection(await call("api/tabs/builder"))); } catch (e) { console.error(`usenet admin: ${e.message}`); }
    } else if (me.admin && tab === "groups") node.append(groupsSection(node), fetchSection());
    else if (me.admin && tab === "filters") node.appendChild(filtersSection(node));
  }

  async function start() {
    try { Object.assign(me, await call("api/me")); } catch (e) { return; }
    const content = document.getElementById("content");
    new MutationObserver(() => {
      const node = content.firstElementChild;
      if (node && node.dataset.loaded) extend(node);
    }).observe(content, { childList: true });
  }
  document.addEventListener("DOMContentLoaded", start);
})();
