"""The runtime's model: the data vocabulary of cards (abilities, triggers, selectors, references,
conditions, amounts, choices) and the game state it is read against (objects, players,
battlefields, events). It imports nothing from the other layers (rules, effects, engine).
"""
