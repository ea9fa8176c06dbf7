def tuple_and_list_displays(x: Tensor) -> Tuple[int, int]:
  rows, cols, = torch.size(x)
  dims = [rows, cols, torch.mul(rows, cols)]
  return (dims[0], dims[-1])
