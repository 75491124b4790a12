"""The runtime's engine: ``Game`` (playing cards, activating abilities, the chain, cleanups,
triggers, turns) and the combat steps it runs. It may import every other layer.
"""
