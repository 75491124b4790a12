"""Self-play: whole games between decks built from a card pool (or read from deck lists), with a
random legal-action policy and the runtime's invariants checked after every action
(docs/playing.md, ``riftc simulate``). ``play_game(seed, decks)`` is the unit of work, a plain
function, so batches run in local processes or on a Dask cluster unchanged (``batch.py``)."""

from .games import GameRecord, play_game

__all__ = ["GameRecord", "play_game"]
