# The image every Airflow component and the API service run: Airflow 3.3.2
# plus the locked requirements and the usenet-ops package (which registers the
# nntp connection type, so it must be installed in every component).
FROM apache/airflow:3.3.2-python3.11
USER root
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
USER airflow
COPY --chown=airflow:root requirements.lock pyproject.toml README.md /opt/usenet-ops/
COPY --chown=airflow:root plugins /opt/usenet-ops/plugins
COPY --chown=airflow:root include /opt/usenet-ops/include
COPY --chown=airflow:root api /opt/usenet-ops/api
COPY --chown=airflow:root dags /opt/usenet-ops/dags
RUN pip install --no-cache-dir --require-hashes --no-deps -r /opt/usenet-ops/requirements.lock \
 && pip install --no-cache-dir --no-deps -e /opt/usenet-ops
ENV USENET_INCLUDE_DIR=/opt/usenet-ops/include
