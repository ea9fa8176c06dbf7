def forward(self, x : torch.Tensor, **options):
    _options = options
    get = _options.get('scale', 1.0);  _options = None
    mul = x * get;  x = get = None
    return mul
