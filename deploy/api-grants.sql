-- What the Newznab API's role (usenet_api, made by deploy/postgres-init.sql) may do in the indexer's
-- database: read what it serves, count requests and grabs. Nothing else: a flaw in the service that
-- faces the internet cannot change the catalogue or the keys, read staging or the audit log, or
-- create anything.
--
-- Run by airflow-init as the database's owner after `usenet-ops db migrate`, on every `up`: it
-- first revokes all, so the grants are exactly these (a table dropped from this list loses its
-- grant). A migration that makes the API read a new table adds it here; the integration test
-- tests/integration/platform/test_api_role.py serves every API function as this role and fails
-- on a missing grant.
\set ON_ERROR_STOP on
\if :{?api_role} \else \set api_role usenet_api \endif

BEGIN;
REVOKE ALL ON ALL TABLES IN SCHEMA usenet FROM :"api_role";
REVOKE ALL ON ALL SEQUENCES IN SCHEMA usenet FROM :"api_role";
REVOKE ALL ON SCHEMA usenet FROM :"api_role";
GRANT USAGE ON SCHEMA usenet TO :"api_role";

-- Served: search, browse, details, NZBs, NFOs, Spotnet labels, and the live knobs (health_hide_dead).
GRANT SELECT ON usenet.releases, usenet.release_health, usenet.release_probes, usenet.spots, usenet.settings
    TO :"api_role";
-- caps' <groups>: the active curated groups' names and descriptions.
GRANT SELECT ON usenet.newsgroups TO :"api_role";
-- Keys: looked up by hash, never made, changed or revoked by the API (that is `usenet-ops apikey`).
GRANT SELECT ON usenet.api_keys TO :"api_role";
-- Health recheck requests (t=details&recheck=1, issue 32): a request row per release (upsert), and whether a
-- check answered it since (release_checks, read only).
GRANT SELECT, INSERT, UPDATE ON usenet.health_rechecks TO :"api_role";
GRANT SELECT ON usenet.release_checks TO :"api_role";
-- The API's own counters: requests and grabs per key per day, grabs per release (upserts).
GRANT SELECT, INSERT, UPDATE ON usenet.api_usage, usenet.release_grabs TO :"api_role";
COMMIT;
