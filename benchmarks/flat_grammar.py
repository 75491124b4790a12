"""The baseline grammar of the parsing benchmarks: a flat sequence of tokens, the least any LALR parser
of card text must do (benchmarks/parse_corpus.py, benchmarks/cold_coverage.py). Imports nothing, so
a baseline process that reads it pays for lark alone."""

TOKENISER = r"""
start: _item*
_item: WORD | SYMBOL | NUMBER | PUNCT | _NL
WORD: /[A-Za-z][A-Za-z'\-]*/
SYMBOL: /\[[^\]]*\]/
NUMBER: /[+-]?[0-9]+\+?/
PUNCT: /[.,:;()"•—+\-]/
_NL: /\n/
%ignore " "
"""
