"""The store's error types, for callers above the store that must not import the driver.

Only store/ talks to psycopg (ARCHITECTURE.md, "Layers"); a pass or a CLI
command that has to survive a failed query catches ``DatabaseError`` instead.
"""

from __future__ import annotations

import psycopg
import psycopg.errors

# Every failed query or connection raises a subclass of the driver's base
# error (psycopg.Error, not only its DatabaseError branch); naming that class
# here, not wrapping it, keeps what is caught exactly what the driver raises.
DatabaseError = psycopg.Error

# A statement refused for what its values hold: a value out of range or not
# storable as text (SQLSTATE class 22), a constraint (23), a size limit such
# as an index row over its page's capacity (54000). The same values fail
# again on retry while other rows are unaffected, so a caller sets that row
# aside instead of failing the pass. A lost connection or a server fault is
# none of these: it fails the pass, and the task retries.
RowRefused = (psycopg.errors.DataError, psycopg.errors.IntegrityError, psycopg.errors.ProgramLimitExceeded)
