"""The Usenet view in a real browser: a real api-server, Airflow's login, headless Chromium, every tab.

The database is filled the production way (the crawl and build DAGs run
through Airflow against the test news server over a socket), an api-server
is started as its own process with this package's plugin, and Debian's
Chromium (installed by the harness when missing) logs in through Airflow's
own login page. Every tab is opened and its numbers are checked against the
database; a junk rule is toggled in the page and the engine the next pass
loads is seen to change; Run-now creates a DAG run through Airflow's REST
API; the provider's Test button dials the news server. A console error from
the view's pages or any 5xx answer fails the test. Screenshots of every tab
are saved as artifacts (test-artifacts/screenshots); with
USENET_UPDATE_SCREENSHOTS=1 they are also written to docs/screenshots for
the README.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.devtools import localservices
from usenet_ops.store import filters, groups, settings

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "screenshots"
DOCS = ROOT / "docs" / "screenshots"
TABS = ["providers", "groups", "crawl", "builder", "filters", "jobs", "audit"]

pytestmark = [pytest.mark.airflow, pytest.mark.slow]


@pytest.fixture(scope="module")
def view_corpus(scratch_dir: Path):
    manifest = corpus_mod.generate(articles=3000, seed=20, out=scratch_dir / "view-corpus")
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture(scope="module")
def news(view_corpus) -> Iterator[newsserver.Server]:
    with newsserver.serve(view_corpus[0], backbone="a", require_auth=True) as srv:
        yield srv


@pytest.fixture(scope="module")
def filled(airflow_db, pg_dsn, news, view_corpus) -> Iterator[dict[str, str]]:
    """Run the crawl and build DAGs through Airflow (dag.test) against the news server; return the provider env."""
    from airflow.dag_processing.dagbag import DagBag
    from airflow.models.pool import Pool

    from usenet_ops.store import db as store_db

    conn_json = json.dumps({"conn_type": "nntp", "host": news.host, "port": news.port, "login": "user",
                            "password": "pass", "extra": {"backbone": "synthetic-a", "connections": 4}})
    patch = pytest.MonkeyPatch()
    patch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", conn_json)
    conn = store_db.connect(pg_dsn, autocommit=True)
    tables = [r["tablename"] for r in conn.execute(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'usenet' AND tablename <> 'schema_migrations'")]
    conn.execute("TRUNCATE " + ", ".join(f"usenet.{t}" for t in tables) + " RESTART IDENTITY CASCADE")
    _, manifest = view_corpus
    for name in sorted({g for r in manifest["releases"] for g in r["newsgroups"]}):
        groups.add(conn, name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 500}.items():
        settings.set_value(conn, knob, value)
    Pool.create_or_update_pool("nntp_nntp_default", slots=4, description="browser test", include_deferred=False)
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    assert bag.dags["usenet_crawl"].test(run_conf={}).state == "success"
    assert bag.dags["usenet_build"].test().state == "success"
    conn.close()
    yield {"AIRFLOW_CONN_NNTP_DEFAULT": conn_json}
    patch.undo()


@contextmanager
def serve_api(scratch_dir: Path, name: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """Run `airflow api-server` (one worker) with an admin and a viewer (SimpleAuthManager); yield its base URL.

    Shared by the browser tests (the view here, the Settings tab and the maintenance actions beside it);
    ``name`` names its passwords file and log in ``scratch_dir``.
    """
    port = localservices.free_port()
    passwords = scratch_dir / f"{name}-passwords.json"
    passwords.write_text(json.dumps({"admin": "admin-pw", "viewer": "viewer-pw"}))
    env = {**os.environ, **(env or {}),
           "AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_USERS": "admin:admin,viewer:viewer",
           "AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_PASSWORDS_FILE": str(passwords),
           "AIRFLOW__API__BASE_URL": f"http://127.0.0.1:{port}"}
    log_path = scratch_dir / f"{name}-api-server.log"
    log = open(log_path, "wb")
    proc = subprocess.Popen([str(Path(sys.executable).parent / "airflow"), "api-server", "-H", "127.0.0.1",
                             "-p", str(port), "-w", "1"], env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 180
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the api-server exited: {log_path.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{base}/api/v2/monitor/health", timeout=3) as answer:
                if answer.status == 200:
                    break
        except OSError:
            time.sleep(1)
    else:
        raise RuntimeError("the api-server did not answer within 180 s")
    try:
        yield base
    finally:
        os.killpg(proc.pid, 15)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
        log.close()


@pytest.fixture(scope="module")
def api_server(filled, scratch_dir: Path) -> Iterator[str]:
    """Start `airflow api-server` (one worker) with two SimpleAuthManager users; yield its base URL."""
    with serve_api(scratch_dir, "view", filled) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, chromedriver = localservices.find_chromium()
    options = webdriver.ChromeOptions()
    options.binary_location = str(chromium)
    for flag in localservices.CHROMIUM_FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="usenet-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument("--window-size=1440,1000")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(str(chromedriver)))
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


class Page:
    """The browser on the view, with the checks every step makes (console errors, 5xx answers)."""

    def __init__(self, driver, base: str) -> None:
        self.driver, self.base = driver, base
        ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def wait(self, predicate, what: str, timeout: float = 30.0):
        from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
        from selenium.webdriver.support.ui import WebDriverWait

        # The view re-renders a tab after every action: an element found a moment before may be replaced before its
        # text is read. That is a retry, not a failure; only the timeout is.
        ignored = (NoSuchElementException, StaleElementReferenceException)
        try:
            return WebDriverWait(self.driver, timeout, ignored_exceptions=ignored).until(lambda d: predicate(d))
        except Exception as exc:
            self.shot("failure")
            raise AssertionError(f"waited {timeout} s for {what}; page: {self.driver.current_url}") from exc

    def css(self, selector: str):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def csss(self, selector: str) -> list:
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def field(self, name: str) -> str:
        return str(self.css(f'[data-field="{name}"]').text)

    def number(self, name: str) -> int:
        return int(self.field(name).replace(",", ""))

    def tab(self, name: str) -> None:
        self.css(f'#tabs button[data-tab="{name}"]').click()
        self.wait(lambda d: self.csss(f'main [data-loaded="{name}"]'), f"the {name} tab")

    def notice(self) -> str:
        self.wait(lambda d: self.css("#notice").is_displayed() and self.css("#notice").text, "a notice")
        return str(self.css("#notice").text)

    def shot(self, name: str) -> Path:
        height = self.driver.execute_script("return Math.max(document.body.scrollHeight, 700)")
        self.driver.set_window_size(1440, min(int(height) + 120, 4000))
        target = ARTIFACTS / f"{name}.png"
        self.driver.save_screenshot(str(target))
        self.driver.set_window_size(1440, 1000)
        if os.environ.get("USENET_UPDATE_SCREENSHOTS"):
            DOCS.mkdir(parents=True, exist_ok=True)
            shutil.copy(target, DOCS / target.name)
        return target

    def assert_clean(self) -> None:
        """Fail on a console error from the view or any 5xx answer the browser saw."""
        errors = [e for e in self.driver.get_log("browser")
                  if e["level"] == "SEVERE" and ("/usenet" in e["message"] or "console-api" in e["source"])]
        assert not errors, errors
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.responseReceived":
                response = message["params"]["response"]
                assert response["status"] < 500, (response["url"], response["status"])


def _login(page: Page, user: str, password: str, start: str) -> None:
    from selenium.webdriver.common.by import By

    driver = page.driver
    driver.get(start)
    page.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "input[type=password]"), "Airflow's login form")
    name = driver.find_element(By.CSS_SELECTOR, "input[name=username], input[type=text], input:not([type])")
    name.send_keys(user)
    driver.find_element(By.CSS_SELECTOR, "input[type=password]").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    page.wait(lambda d: any(c["name"] == "_token" for c in d.get_cookies()), "the session cookie")


def _rebuild_line(page: Page, conn) -> None:
    """The rebuild path's history line (issue 30): absent on the staging path; its chunk bytes and sets on rebuild."""
    from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk
    from usenet_ops.store import rebuild_chunks
    from usenet_ops.store.backfill_state import PartitionKey

    assert not page.csss('[data-field^="rebuild."]')
    group = conn.execute("SELECT group_name FROM usenet.group_state WHERE backbone = 'synthetic-a' "
                         "ORDER BY group_name LIMIT 1").fetchone()["group_name"]
    part = ChunkFile(file_id="f", name="x.rar", subject="x [1/1]", file_index=1, part_total=1, posted=0, art_lo=5,
                     art_hi=5, parts=(1,), sizes=(100,), message_ids=("x.1@news",))
    chunk = SetChunk(set_id="browser-set", group=group, poster="p", base="x", file_total=1, groups=(group,), files=(part,))
    rebuild_chunks.write_batch(conn, PartitionKey("synthetic-a", group, 97, 0), 0, [(chunk, b"z" * 60)])
    settings.set_value(conn, "backfill_path", "rebuild")
    try:
        field = f"rebuild.{group}.synthetic-a"
        page.tab("groups")  # shown again now, rather than at the tab's next 20 s refresh
        page.wait(lambda d: page.csss(f'[data-field="{field}"]'), "the rebuild path's history line")
        assert page.field(field) == "60 B chunks · 1 open · 0 promoted · 0 incomplete"
    finally:
        settings.unset(conn, "backfill_path")
        conn.execute("TRUNCATE usenet.rb_chunks, usenet.rb_sets, usenet.rb_ranges")


def test_the_view_in_a_browser(api_server: str, browser, pg_dsn: str, view_corpus) -> None:
    from usenet_ops.passes import compose
    from usenet_ops.store import db as store_db

    conn = store_db.connect(pg_dsn, autocommit=True)
    page = Page(browser, api_server)

    # Logged out, the view sends the browser to Airflow's own login, which comes back to it.
    _login(page, "admin", "admin-pw", f"{api_server}/usenet/")
    page.wait(lambda d: d.current_url.rstrip("/").endswith("/usenet") or "/usenet/" in d.current_url, "back to the view")
    browser.get(f"{api_server}/usenet/#providers")
    page.wait(lambda d: page.csss('main [data-loaded="providers"]'), "the view")
    assert "admin (admin)" in page.css("#who").text
    assert browser.execute_script("return window.localStorage.length") == 0

    # Providers: pool slots from Airflow's pool, and the Test button dials the news server.
    # 0 of 4 slots used; the session's metadata DB may also hold a task another DAG test left queued in the
    # pool, which the view shows after the slots ("0 / 4, 1 queued").
    assert page.field("pool.nntp_default").split(",")[0] == "0 / 4"
    page.css('[data-action="test-nntp_default"]').click()
    assert "nntp_default: OK" in page.notice()
    page.wait(lambda d: page.csss('main [data-loaded="providers"]') and "ms" in page.css("main table").text, "the test")
    check = conn.execute("SELECT ok, capabilities, source FROM usenet.provider_checks ORDER BY at DESC LIMIT 1").fetchone()
    assert check["ok"] and check["source"] == "view" and any(c.startswith("OVER") for c in check["capabilities"])
    page.shot("providers")

    # Groups: every curated group, staged segments per group as the database counts them.
    page.tab("groups")
    for row in conn.execute("SELECT group_name, segments FROM usenet.staging_counts"):
        assert page.number(f"staged.{row['group_name']}") == row["segments"]
    assert len(page.csss("main .coverage")) == conn.execute("SELECT count(*) AS n FROM usenet.group_state").fetchone()["n"]
    page.shot("groups")
    _rebuild_line(page, conn)

    # Crawl: the run's totals are the passes' sums.
    page.tab("crawl")
    totals = conn.execute("""SELECT sum(articles)::bigint AS articles, sum(staged)::bigint AS staged, count(*) AS n
                             FROM usenet.crawl_passes""").fetchone()
    assert page.number("run.articles") == totals["articles"] > 0
    assert page.number("run.staged") == totals["staged"]
    assert len(page.csss('[data-table="crawl-groups"] tbody tr')) == totals["n"]
    assert page.csss('[data-chart="ingest"] rect.bar')
    page.shot("crawl")
    # Live: a pass that starts now shows up within the tab's poll, without a reload.
    conn.execute("""INSERT INTO usenet.crawl_passes (run_id, provider, backbone, group_name, articles, backlog)
                    VALUES ('live-probe', 'nntp_default', 'synthetic-a', 'alt.binaries.live', 123, 877)""")
    try:
        page.wait(lambda d: page.field("run.run_id") == "live-probe", "the running pass, live", timeout=15)
        assert page.field("run.state") == "running" and "12.3%" in page.css('[data-table="crawl-groups"]').text
    finally:
        conn.execute("DELETE FROM usenet.crawl_passes WHERE run_id = 'live-probe'")

    # Builder: census and catalogue from the database.
    page.tab("builder")
    staged = conn.execute("SELECT COALESCE(sum(segments), 0)::bigint AS n FROM usenet.staging_counts").fetchone()["n"]
    assert page.number("census.staged_articles") == staged
    releases = conn.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"]
    assert page.number("releases.total") == releases > 0
    newest = conn.execute("SELECT title FROM usenet.releases ORDER BY id DESC LIMIT 1").fetchone()["title"]
    assert newest in page.css('[data-table="releases"]').text
    assert page.csss('[data-chart="growth"] rect.bar') and page.csss('[data-chart="outcomes"] .mixrow')
    assert page.number("health.releases") == releases
    page.shot("builder")

    # Filters: the rule with the most hits, disabled in the page; the next pass's engine no longer fires it.
    page.tab("filters")
    top, sample = _junk_rule_and_title(conn, view_corpus[1])
    assert page.number(f"hits.{top['name']}") == top["hits"]
    before = compose.load_build_filters(conn).junk.evaluate(sample, size=None, stage=_build_stage())
    assert before is not None and before.name == top["name"]
    page.css("input[name=title]").send_keys(sample)
    page.css("#verdict").find_element("xpath", "..").find_element("css selector", "button[type=submit]").click()
    page.wait(lambda d: page.css("#verdict").get_attribute("data-rule") == top["name"], "the tester's verdict")
    page.css(f'[data-action="toggle-{top["name"]}"]').click()
    assert f"junk rule {top['id']} disabled" in page.notice()
    page.wait(lambda d: page.field(f"enabled.{top['name']}") == "off", "the rule shown off")
    assert not conn.execute("SELECT enabled FROM usenet.junk_rules WHERE id = %s", (top["id"],)).fetchone()["enabled"]
    after = compose.load_build_filters(conn).junk.evaluate(sample, size=None, stage=_build_stage())
    assert after is None or after.name != top["name"]
    # The tab re-rendered after the action: judge the same title again, with the engine as it is now.
    page.css("input[name=title]").send_keys(sample)
    page.css("#verdict").find_element("xpath", "..").find_element("css selector", "button[type=submit]").click()
    page.wait(lambda d: page.css("#verdict").get_attribute("data-rule") not in (None, top["name"]), "the new verdict")
    page.shot("filters")

    # Jobs: DAG state from Airflow; Run now creates a run through Airflow's REST API.
    page.tab("jobs")
    assert "usenet_crawl" in page.css('[data-table="dags"]').text
    page.css('[data-action="run-usenet_prune"]').click()
    assert "usenet_prune: run" in page.notice()
    page.shot("jobs")

    # Audit: the toggle, the test and the run, each with who did it.
    page.tab("audit")
    text = page.css('[data-table="audit"]').text
    for action in ("junk.disable", "provider.test", "dag.run"):
        assert action in text
    rows = conn.execute("SELECT actor, source, action, outcome FROM usenet.audit_log ORDER BY id").fetchall()
    assert [(r["actor"], r["source"], r["outcome"]) for r in rows] == [("admin", "view", "ok")] * 3
    page.shot("audit")

    # The view inside the Airflow UI: the nav entry's page frames it.
    browser.get(f"{api_server}/plugin/usenet")
    page.wait(lambda d: page.csss("iframe"), "the view's frame in the Airflow UI")
    time.sleep(3)
    page.shot("in-airflow")
    browser.switch_to.frame(page.css("iframe"))
    page.wait(lambda d: page.csss('main [data-loaded="providers"]'), "the view inside the frame", timeout=60)
    browser.switch_to.default_content()
    page.assert_clean()

    # A viewer reads the same view without a single control that changes anything.
    browser.delete_all_cookies()
    _login(page, "viewer", "viewer-pw", f"{api_server}/usenet/")
    browser.get(f"{api_server}/usenet/#filters")
    page.wait(lambda d: page.csss('main [data-loaded="filters"]'), "the viewer's Filters tab")
    assert "viewer (read only)" in page.css("#who").text
    assert not page.csss("[data-action]") and not page.csss("main form button[type=submit]")[1:]
    page.assert_clean()

    _airflow_dag_run_exists("usenet_prune")
    conn.close()


def _build_stage():
    from usenet_ops.domain import junk

    return junk.Stage.BUILD


def _junk_rule_and_title(conn, manifest: dict) -> tuple[dict, str]:
    """Return a junk rule that dropped articles of this crawl and a corpus title it fires on."""
    from usenet_ops.domain import junk

    engine = filters.load_engine(conn)
    hits = {r["rule_id"]: r["hits"] for r in conn.execute(
        "SELECT rule_id, hits FROM usenet.filter_hits WHERE kind = 'junk' AND hits > 0")}
    for release in manifest["releases"]:
        verdict = engine.evaluate(release["name"], size=None, stage=junk.Stage.BUILD)
        if verdict is not None and verdict.rule_id in hits:
            rule = conn.execute("SELECT id, name FROM usenet.junk_rules WHERE id = %s", (verdict.rule_id,)).fetchone()
            return {**rule, "hits": hits[verdict.rule_id]}, str(release["name"])
    raise AssertionError("no junk rule with hits fires on a corpus title: the corpus lost its junk mix")


def _airflow_dag_run_exists(dag_id: str) -> None:
    from airflow.models.dagrun import DagRun
    from airflow.utils.session import create_session
    from sqlalchemy import select

    with create_session() as session:
        runs = session.scalars(select(DagRun).where(DagRun.dag_id == dag_id)).all()
    assert any(str(r.run_type).endswith("manual") for r in runs), [(r.run_id, r.run_type) for r in runs]
