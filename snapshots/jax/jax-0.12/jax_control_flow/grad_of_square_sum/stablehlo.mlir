module @jit_grad_of_square_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<3xf32>
    %3 = stablehlo.sine %arg0 : tensor<3xf32>
    %4 = stablehlo.cosine %arg0 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.multiply %0, %5 : tensor<3xf32>
    %7 = stablehlo.multiply %5, %3 : tensor<3xf32>
    %8 = stablehlo.multiply %6, %4 : tensor<3xf32>
    %9 = stablehlo.multiply %7, %2 : tensor<3xf32>
    %10 = stablehlo.add %8, %9 : tensor<3xf32>
    return %10 : tensor<3xf32>
  }
}
