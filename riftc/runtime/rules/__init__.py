"""The runtime's rules: the game actions (407-444), characteristics and their layers (473-480),
replacements and prevention (367-375, 437), costs and discounts, combat and scoring, the limits,
restrictions and permissions passives set, and the conditions about the turn's history. It imports
the model and nothing above it: where a rule must run instructions it asks ``hooks``, which the
effects layer fills.
"""
