// The Usenet view's Settings tab: every knob as a typed field, errors next to their fields, a diff before Save.
// A panel of its own beside usenet.js's tabs (it is not re-rendered by their 20 s refresh, so an edit in
// progress survives). Values land through textContent and attributes only; the CSP allows no inline script.
// The server validates (the settings' own types and bounds) and audits; Save is offered to Admins only.
"use strict";

(() => {
  const state = { open: false, doc: null, dirty: {}, unset: new Set(), review: null };

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
  const shown = (v) => (v === null || v === undefined ? "-" : typeof v === "number" ? v.toLocaleString("en-US") : String(v));

  function notice(text, kind) {
    const box = document.getElementById("notice");
    box.textContent = text;
    box.className = kind || "";
    box.hidden = !text;
  }

  async function call(path, body) {
    const options = { credentials: "same-origin", cache: "no-store" };
    if (body !== undefined) {
      Object.assign(options, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    }
    const response = await fetch(path, options);
    let answer = null;
    try { answer = await response.json(); } catch (e) { answer = null; }
    return { status: response.status, ok: response.ok, body: answer || {} };
  }

  // --- the panel ---------------------------------------------------------------------------------
  function panel() { return document.getElementById("settings-panel"); }

  function setOpen(open) {
    state.open = open;
    document.body.classList.toggle("settings-open", open);
    document.getElementById("content").hidden = open;
    panel().hidden = !open;
    const tab = document.querySelector('#tabs button[data-panel="settings"]');
    if (tab) tab.classList.toggle("panel-open", open);
  }

  async function open() {
    notice("");
    history.replaceState(null, "", "#settings");
    setOpen(true);
    await load();
  }

  async function load() {
    const answer = await call("api/settings");
    if (!answer.ok) { notice(`Could not load the settings: ${answer.body.detail || answer.status}`, "bad"); return; }
    state.doc = answer.body;
    state.dirty = {};
    state.unset = new Set();
    state.review = null;
    render();
  }

  function field(knob, admin) {
    const common = { name: knob.name, "data-knob": knob.name, "aria-describedby": `help-${knob.name}`,
      disabled: !admin || Boolean(knob.guarded) };
    let input;
    if (knob.type === "bool") {
      input = el("select", common, ["true", "false"].map((v) => el("option", { value: v, text: v, selected: String(knob.value) === v })));
    } else if (knob.type === "choice") {
      input = el("select", common, knob.choices.map((v) => el("option", { value: v, text: v, selected: knob.value === v })));
    } else {
      input = el("input", Object.assign({ type: "text", inputmode: "numeric", size: 12, value: String(knob.value) }, common));
    }
    input.addEventListener("input", () => {
      const raw = input.value.trim();
      if (raw === String(knob.value)) delete state.dirty[knob.name];
      else state.dirty[knob.name] = knob.type === "bool" ? raw === "true" : raw;
      state.unset.delete(knob.name);
      clearError(knob.name);
      state.review = null;
      renderReview();
    });
    return input;
  }

  function render() {
    const doc = state.doc;
    const admin = Boolean(doc.admin);
    const groups = doc.groups.map((g) => el("fieldset", { class: "knobs", "data-group": g.name },
      el("legend", { text: g.name }),
      el("table", {}, el("tbody", {}, g.knobs.map((k) => el("tr", { "data-row": k.name },
        el("th", { scope: "row" }, el("label", { for: `knob-${k.name}`, text: k.name }),
          k.overridden ? el("span", { class: "badge live", title: "overridden in the database", text: "set" }) : null,
          k.boot ? el("span", { class: "badge warn", text: "boot" }) : null,
          k.destructive ? el("span", { class: "badge bad", text: "deletes data" }) : null),
        el("td", { class: "nowrap" }, (() => { const f = field(k, admin); f.id = `knob-${k.name}`; return f; })(),
          admin && k.overridden && !k.guarded ? el("button", { type: "button", class: "reset", "data-reset": k.name,
            title: `drop the override: back to ${shown(k.default)}`, onclick: () => markUnset(k) }, "Default") : null),
        el("td", { class: "small muted nowrap" }, `default ${shown(k.default)}`, el("br"), k.allowed),
        el("td", { class: "small" }, el("span", { id: `help-${k.name}`, text: k.help }),
          k.guarded ? el("div", { class: "muted", text: `changed with ${k.guarded}` }) : null,
          k.problem ? el("div", { class: "bad", text: k.problem }) : null,
          el("div", { class: "knob-error bad", role: "alert", "data-error": k.name, hidden: true }))))))));
    const ignored = doc.ignored.length ? el("ul", { class: "warn small" }, doc.ignored.map((i) => el("li", { text: i.message }))) : null;
    const controls = admin
      ? el("div", { class: "settings-controls" },
        el("button", { type: "button", "data-settings": "review", onclick: review }, "Review changes"), " ",
        el("button", { type: "button", "data-settings": "discard", onclick: load }, "Discard"))
      : el("p", { class: "muted", "data-settings": "read-only",
        text: "Read only: changing settings needs the Admin role in Airflow." });
    panel().replaceChildren(el("div", { "data-loaded": "settings" },
      el("section", {}, el("h2", { text: "Settings" }),
        el("p", { class: "small muted", text: "Knobs are read by every pass when it starts: a change applies from the next run "
          + "(boot knobs after a restart of the workers). Every saved change is in the Audit tab, with its old and new value." }),
        ignored, controls, el("div", { "data-settings": "diff" }), groups)));
    renderReview();
  }

  function markUnset(knob) {
    state.unset.add(knob.name);
    delete state.dirty[knob.name];
    const input = panel().querySelector(`[data-knob="${knob.name}"]`);
    if (input) input.value = String(knob.default);
    state.review = null;
    renderReview();
  }

  function clearError(name) {
    const box = panel().querySelector(`[data-error="${name}"]`);
    const input = panel().querySelector(`[data-knob="${name}"]`);
    if (box) { box.textContent = ""; box.hidden = true; }
    if (input) input.removeAttribute("aria-invalid");
  }

  function showErrors(errors) {
    for (const row of panel().querySelectorAll("[data-error]")) clearError(row.dataset.error);
    for (const [name, why] of Object.entries(errors || {})) {
      const box = panel().querySelector(`[data-error="${name}"]`);
      const input = panel().querySelector(`[data-knob="${name}"]`);
      if (box) { box.textContent = why; box.hidden = false; }
      if (input) input.setAttribute("aria-invalid", "true");
    }
  }

  function request() {
    const expected = {};
    for (const k of state.doc.groups.flatMap((g) => g.knobs)) {
      if (k.name in state.dirty || state.unset.has(k.name)) expected[k.name] = k.value;
    }
    return { set: Object.assign({}, state.dirty), unset: [...state.unset], expected };
  }

  async function review() {
    const body = request();
    if (!Object.keys(body.set).length && !body.unset.length) { notice("Nothing changed yet.", ""); return; }
    const answer = await call("api/settings/preview", { set: body.set, unset: body.unset });
    if (!answer.ok) { notice(answer.body.detail || `HTTP ${answer.status}`, "bad"); return; }
    showErrors(answer.body.errors);
    const errors = Object.keys(answer.body.errors || {}).length;
    state.review = errors ? null : { changes: answer.body.changes, body };
    if (errors) notice(`${errors} value(s) refused: see the fields marked in red.`, "bad");
    else notice("");
    renderReview();
  }

  function renderReview() {
    const box = panel() && panel().querySelector('[data-settings="diff"]');
    if (!box) return;
    const r = state.review;
    if (!r) { box.replaceChildren(); return; }
    if (!r.changes.length) { box.replaceChildren(el("p", { class: "muted", text: "No change: every knob already has that value." })); return; }
    box.replaceChildren(el("div", { class: "settings-diff" },
      el("h3", { text: `${r.changes.length} change(s) to save` }),
      el("table", { "data-table": "settings-diff" },
        el("thead", {}, el("tr", {}, ["knob", "now", "after", "default", ""].map((h) => el("th", { text: h })))),
        el("tbody", {}, r.changes.map((c) => el("tr", { "data-diff": c.name },
          el("td", {}, el("code", { text: c.name })), el("td", { class: "old", text: shown(c.old) }),
          el("td", { class: "new", text: shown(c.new) + (c.overridden ? "" : " (default)") }), el("td", { text: shown(c.default) }),
          el("td", { class: "small" }, c.boot ? el("span", { class: "warn", text: "boot: restart the workers " }) : null,
            c.destructive && c.new ? el("span", { class: "bad", text: "DELETES data on the next prune" }) : null))))),
      el("button", { type: "button", class: "save", "data-settings": "save", onclick: save }, `Save ${r.changes.length} change(s)`)));
  }

  async function save() {
    const r = state.review;
    if (!r) return;
    const answer = await call("api/settings", r.body);
    if (answer.ok) {
      notice(answer.body.message, "ok");
      await load();
      return;
    }
    showErrors(answer.body.errors);
    state.review = null;
    renderReview();
    notice(answer.body.detail || `HTTP ${answer.status}`, "bad");
  }

  // --- the tab button, beside usenet.js's own ----------------------------------------------------
  function start() {
    const nav = document.getElementById("tabs");
    const main = document.getElementById("content");
    const box = el("section", { id: "settings-panel", "aria-label": "settings", hidden: true });
    main.after(box);
    nav.appendChild(el("button", { type: "button", "data-panel": "settings", onclick: open }, "Settings"));
    // Another tab's button closes the panel (usenet.js shows that tab).
    nav.addEventListener("click", (ev) => {
      const target = ev.target.closest && ev.target.closest("button[data-tab]");
      if (target && state.open) setOpen(false);
    }, true);
    window.addEventListener("hashchange", () => {
      if (location.hash === "#settings") { if (!state.open) open(); } else if (state.open) setOpen(false);
    });
    if (location.hash === "#settings") open();
  }

  document.addEventListener("DOMContentLoaded", start);
})();
