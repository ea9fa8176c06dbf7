def tuple_argument_and_return(pair: Tuple[Tensor, int]) -> Tuple[int, Tensor]:
  value, n, = pair
  _0 = (torch.add(n, 1), torch.mul(value, n))
  return _0
