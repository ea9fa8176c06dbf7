def calls_two_helpers(n: int) -> int:
  _0 = __torch__.cases.functions._helper(n, )
  _1 = __torch__.cases.functions._clamp(_0, 0, 20, )
  return _1
