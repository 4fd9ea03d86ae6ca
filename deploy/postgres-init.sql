-- One server, two databases, three roles, none of them the superuser:
--   airflow     owns Airflow's metadata database (the scheduler, the workers, the UI);
--   usenet      owns the indexer's database (migrations, every pass);
--   usenet_api  the Newznab API, which faces the internet: it may connect to the indexer's
--               database only, and deploy/api-grants.sql (run after the migrations) gives it
--               SELECT on what it serves and writes on its own usage tables, nothing else.
-- Run by the one-shot service db-setup as the superuser on every `docker compose up`, so it is
-- idempotent: roles and databases are made when missing, and each password is set again from
-- .env (a password changed there reaches Postgres on the next up).
-- A postgres-data volume made before issue 31 has `usenet` as its bootstrap superuser and no role
-- postgres; Postgres 16 never lets a bootstrap superuser lose SUPERUSER, so it cannot be converted
-- in place: dump the two databases (pg_dump -Fc), start on a fresh volume, restore each as its owner.
--
-- Passwords come from the environment (psql's \getenv), never from this file or a command line.
-- Names are psql variables with the deployment's defaults; only tests give others (-v), so a run
-- on a shared server cannot meet the deployment's or another run's roles.
\set ON_ERROR_STOP on
\if :{?airflow_role} \else \set airflow_role airflow \endif
\if :{?airflow_db} \else \set airflow_db airflow \endif
\if :{?usenet_role} \else \set usenet_role usenet \endif
\if :{?usenet_db} \else \set usenet_db usenet \endif
\if :{?api_role} \else \set api_role usenet_api \endif
\getenv airflow_password AIRFLOW_DB_PASSWORD
\getenv usenet_password USENET_DB_PASSWORD
\getenv api_password USENET_API_DB_PASSWORD
\if :{?airflow_password} \else
DO $$ BEGIN RAISE EXCEPTION 'AIRFLOW_DB_PASSWORD is not set: run python3 deploy/env_secrets.py init'; END $$;
\endif
\if :{?usenet_password} \else
DO $$ BEGIN RAISE EXCEPTION 'USENET_DB_PASSWORD is not set: run python3 deploy/env_secrets.py init'; END $$;
\endif
\if :{?api_password} \else
DO $$ BEGIN RAISE EXCEPTION 'USENET_API_DB_PASSWORD is not set: run python3 deploy/env_secrets.py init'; END $$;
\endif

SELECT format('CREATE ROLE %I', :'airflow_role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'airflow_role') \gexec
SELECT format('CREATE ROLE %I', :'usenet_role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'usenet_role') \gexec
SELECT format('CREATE ROLE %I', :'api_role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'api_role') \gexec
-- NOSUPERUSER, NOCREATEROLE, NOCREATEDB, NOBYPASSRLS: each role can do what its grants say and no more.
-- The API's role holds a few connections at most: a compromised API cannot starve the passes of them.
ALTER ROLE :"airflow_role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'airflow_password';
ALTER ROLE :"usenet_role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'usenet_password';
ALTER ROLE :"api_role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS CONNECTION LIMIT 64
    PASSWORD :'api_password';

SELECT format('CREATE DATABASE %I OWNER %I', :'airflow_db', :'airflow_role')
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'airflow_db') \gexec
SELECT format('CREATE DATABASE %I OWNER %I', :'usenet_db', :'usenet_role')
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'usenet_db') \gexec
ALTER DATABASE :"airflow_db" OWNER TO :"airflow_role";
ALTER DATABASE :"usenet_db" OWNER TO :"usenet_role";

-- Every role may connect to every database unless told otherwise (PUBLIC's CONNECT): not here.
REVOKE ALL ON DATABASE :"airflow_db" FROM PUBLIC;
REVOKE ALL ON DATABASE :"usenet_db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"usenet_db" TO :"api_role";
