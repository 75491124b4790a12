"""``python -m riftc``: the same command line as the ``riftc`` script."""

from riftc.cli import run

run()
