"""The demo finds the checkout it runs from (its DAGs, plugins and migrations).

A path computed from the module's own location silently broke once when the
module moved one folder down (into devtools/): Airflow then parsed an empty
DAG folder and the demo waited forever for DAGs that never appeared.
"""

from __future__ import annotations

from pathlib import Path

from usenet_ops.devtools import demo

CHECKOUT = Path(__file__).resolve().parents[3]


def test_the_demo_root_is_the_checkout_with_its_dags_plugins_and_migrations() -> None:
    assert demo.ROOT == CHECKOUT
    for name in ("usenet_crawl.py", "usenet_build.py"):
        assert (demo.ROOT / "dags" / name).is_file()
    assert (demo.ROOT / "plugins" / "usenet_ops_plugin.py").is_file()
    assert any((demo.ROOT / "include" / "sql").glob("0*.sql"))
