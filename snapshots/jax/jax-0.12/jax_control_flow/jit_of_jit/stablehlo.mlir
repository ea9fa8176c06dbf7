module @jit_jit_of_jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32> {jax.result_info = "result"}) {
    %0 = call @_inner(%arg0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x2xf32>
    %3 = call @_inner(%2) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x2xf32>
    return %4 : tensor<2x2xf32>
  }
  func.func private @_inner(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<2x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x2xf32>
    return %2 : tensor<2x2xf32>
  }
}
