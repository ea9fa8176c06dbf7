def zip_lists(xs: List[int],
    ys: List[int]) -> List[int]:
  out = annotate(List[int], [])
  _0 = ops.prim.min([torch.len(xs), torch.len(ys)])
  for _1 in range(_0):
    x = xs[_1]
    y = ys[_1]
    _2 = torch.append(out, torch.add(x, y))
  return out
