def list_index_and_slice(xs: List[int]) -> int:
  first = xs[0]
  last = xs[-1]
  middle = torch.slice(xs, 1, -1)
  head = torch.slice(xs, None, 2)
  _0 = torch.add(torch.add(first, last), torch.len(middle))
  return torch.add(_0, head[1])
