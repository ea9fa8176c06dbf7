def dict_display_lookup(key: str) -> int:
  table = {"a": 1, "b": 2, "c": 3}
  if torch.__contains__(table, key):
    _0 = table[key]
  else:
    _0 = 0
  return _0
