"""riftc's per-user cache folder (the parser snapshot lives there; see ``parser_cache``).

``RIFTC_CACHE_DIR`` moves the cache folder; ``RIFTC_NO_CACHE=1`` turns every riftc cache off.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """Where riftc keeps its caches: ``$RIFTC_CACHE_DIR``, else ``$XDG_CACHE_HOME/riftc``, else ``~/.cache/riftc``.

    A per-user folder, not the shared temp directory: the caches hold code, so only the user's own
    files may be loaded.
    """
    explicit = os.environ.get("RIFTC_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "riftc"


def caching_disabled() -> bool:
    """True when ``RIFTC_NO_CACHE`` is set (to anything but empty)."""
    return bool(os.environ.get("RIFTC_NO_CACHE"))
