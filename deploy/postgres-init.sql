-- One server, two databases: Airflow's metadata apart from the indexer's data.
CREATE DATABASE airflow;
CREATE DATABASE usenet;
