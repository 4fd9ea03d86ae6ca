# The image every Airflow component and the API service run: Airflow 3.3.2
# plus the locked runtime requirements and the usenet-ops package (which
# registers the nntp connection type, so it must be installed in every component).
# No test tools: requirements.lock also pins pytest, hypothesis, selenium, mypy, ruff
# and uv for the development venv; deploy/runtime_lock.py leaves them, and whatever
# only they need, out of what is installed here. The package is installed without
# its `test` extra.
FROM apache/airflow:3.3.2-python3.11
USER root
# gcc and libc headers build the optional C overview scanner (setup.py); without them the crawl falls back to
# its pure-Python path (same results, several times slower).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client gcc libc6-dev \
 && rm -rf /var/lib/apt/lists/*
USER airflow
COPY --chown=airflow:root requirements.lock pyproject.toml setup.py README.md /opt/usenet-ops/
COPY --chown=airflow:root deploy /opt/usenet-ops/deploy
COPY --chown=airflow:root plugins /opt/usenet-ops/plugins
COPY --chown=airflow:root include /opt/usenet-ops/include
COPY --chown=airflow:root api /opt/usenet-ops/api
COPY --chown=airflow:root dags /opt/usenet-ops/dags
RUN python /opt/usenet-ops/deploy/runtime_lock.py /opt/usenet-ops/requirements.lock > /tmp/runtime.lock \
 && pip install --no-cache-dir --require-hashes --no-deps -r /tmp/runtime.lock \
 && pip install --no-cache-dir --no-deps -e /opt/usenet-ops \
 && python -c "import usenet_ops._overview_scan" \
 && rm /tmp/runtime.lock
ENV USENET_INCLUDE_DIR=/opt/usenet-ops/include
