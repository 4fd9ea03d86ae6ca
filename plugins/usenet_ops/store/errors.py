"""The store's error type, for callers above the store that must not import the driver.

Only store/ talks to psycopg (ARCHITECTURE.md, "Layers"); a pass or a CLI
command that has to survive a failed query catches ``DatabaseError`` instead.
"""

from __future__ import annotations

import psycopg

# Every failed query or connection raises a subclass of the driver's base
# error (psycopg.Error, not only its DatabaseError branch); naming that class
# here, not wrapping it, keeps what is caught exactly what the driver raises.
DatabaseError = psycopg.Error
