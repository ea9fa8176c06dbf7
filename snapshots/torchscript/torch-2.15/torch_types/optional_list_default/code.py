def optional_list_default(xs: List[int],
    limit: Optional[int]=None) -> List[int]:
  if torch.__is__(limit, None):
    _0 = xs
  else:
    limit0 = unchecked_cast(int, limit)
    _0 = torch.slice(xs, None, limit0)
  return _0
